import { useNavigate } from 'react-router';
import type { Upload } from '@/components/form/form-definition';
import type { FormMode } from '@/components/form/listing-body';
import type { PublicationInfo } from '@/components/form/publication-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { errorText, withDraft } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { uploadImage } from '@/lib/upload-image';

/**
 * An add page's form, as every add page wires it: the tab's title, the definition's empty values,
 * the save (the definition's body, kept as a draft when asked), the list once saved (the sign-in
 * page when the session ended meanwhile), the server's message or the page's own on failure, and
 * Cancel back to the list.
 */
export function useAddForm<V, R>({
  title,
  definition,
  add,
  listPath,
  failedText,
  publication,
  signInPath = '/login',
}: {
  title: string;
  definition: { empty: () => V; body: (values: V, mode: FormMode, upload: Upload) => Promise<FormData> };
  add: (body: FormData) => Promise<R>;
  listPath: string;
  failedText: string;
  /** Kinds with drafts: the form offers "Save as draft". */
  publication?: PublicationInfo;
  signInPath?: string;
}) {
  useDocumentTitle(title);
  const navigate = useNavigate();
  const flash = useTimedMessage();
  return {
    mode: 'add' as const,
    publication,
    initial: definition.empty,
    save: async (values: V, _version?: string, draft?: boolean) =>
      add(withDraft(await definition.body(values, 'add', uploadImage), draft)),
    onSaved: () => navigate(getToken() ? listPath : signInPath),
    onFailed: (error: unknown) => flash.show('error', errorText(error, failedText)),
    message: flash.message,
    onCancel: () => navigate(listPath),
  };
}
