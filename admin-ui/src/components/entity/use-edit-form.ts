import type { DraftResource, PublicationState } from '@estate/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Upload } from '@/components/form/form-definition';
import type { FormMode } from '@/components/form/listing-body';
import { removeStoredImage } from '@/components/form/remove-stored';
import { latestOf } from '@/components/form/use-entity-form';
import { useGoBack } from '@/hooks/use-go-back';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { withDraft } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload-image';

interface Stored {
  _id: string;
  updatedAt: string;
  publication?: PublicationState;
}

/**
 * An edit page's form, as every edit page wires it: the stored item's values and version (a save
 * states it; a 409 reloads the item), the save through the definition's body (kept as a draft when
 * asked), a stored image removed through the server first, Go Back. The page says what a save or
 * a failure shows (`flash`), and gives the item's form `formProps(item)`.
 */
export function useEditForm<V, R extends Stored>({
  query,
  definition,
  update,
  removeImage,
  listPath,
  drafts,
}: {
  query: UseQueryResult<R>;
  definition: { from: (stored: R) => V; body: (values: V, mode: FormMode, upload: Upload) => Promise<FormData> };
  update: (args: { id: string; version?: string; body: FormData }) => Promise<R>;
  removeImage: (id: string, path: string) => Promise<unknown>;
  listPath: string;
  /** Kinds with drafts: the publication card and "Save as draft". */
  drafts?: DraftResource;
}) {
  const flash = useTimedMessage();
  const goBack = useGoBack(listPath);
  const formProps = (item: R) => ({
    mode: 'edit' as const,
    publication: drafts ? { kind: drafts, item: item as R & { publication: PublicationState } } : undefined,
    version: item.updatedAt,
    reload: latestOf(query),
    initial: () => definition.from(item),
    save: async (values: V, version?: string, draft?: boolean) =>
      update({ id: item._id, version, body: withDraft(await definition.body(values, 'edit', uploadImage), draft) }),
    removeImage: (path: string) =>
      removeStoredImage(
        () => removeImage(item._id, path),
        () => undefined,
      ),
    message: flash.message,
    onCancel: goBack,
  });
  return { flash, formProps };
}
