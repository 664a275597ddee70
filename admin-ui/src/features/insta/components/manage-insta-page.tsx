import type { Insta } from '@estate/contract';
import { useEffect } from 'react';
import { FormFooter } from '@/components/form/form-footer';
import { GalleryPicker } from '@/components/form/gallery-picker';
import { imageSignature, storedImage, type ImageItem } from '@/components/form/image-item';
import { picturesText } from '@/components/form/form-definition';
import { appendGallery } from '@/components/form/listing-body';
import { uploadImage } from '@/lib/upload-image';
import { removeStoredImage } from '@/components/form/remove-stored';
import { ConflictDialog } from '@/components/form/conflict-dialog';
import { UnsavedChangesDialog } from '@/components/form/unsaved-changes-dialog';
import { latestOf, useEntityForm } from '@/components/form/use-entity-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/flash';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { formatDate } from '@/components/detail/detail';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText, failureText } from '@/lib/api-client';
import { useAddInsta } from '../api/add-insta';
import { useInsta } from '../api/get-insta';
import { useRemoveInstaImage } from '../api/remove-insta-image';
import { useUpdateInsta } from '../api/update-insta';

interface InstaValues {
  images: ImageItem[];
}

const signature = (v: InstaValues) => v.images.map(imageSignature);
const valuesFrom = (insta: Insta | null): InstaValues => ({ images: (insta?.images ?? []).map(storedImage) });

/**
 * The Instagram image set: an update form when one exists, otherwise the empty state and an
 * add form (admin spec §2).
 */
export function ManageInstaPage() {
  useDocumentTitle('Manage Instagram');
  const query = useInsta();
  // Lives above the form: adding the first set swaps the add form for the update form.
  const flash = useTimedMessage();
  const { error, isError } = query;
  useEffect(() => {
    // Failing to fetch the set is logged only (admin spec §8); the page offers to add one.
    if (isError) console.warn('Could not load the Instagram set:', error instanceof Error ? error.message : error);
  }, [isError, error]);

  return (
    <>
      <PageHeader
        eyebrow="Social"
        title="Manage Instagram"
        description="The pictures of the Instagram strip on the public site, in the order shown."
      />
      {query.isPending ? (
        <PageLoading />
      ) : (
        <InstaForm key={query.data?._id ?? 'new'} insta={query.data ?? null} flash={flash} reload={latestOf(query)} />
      )}
    </>
  );
}

function InstaForm({
  insta,
  flash,
  reload,
}: {
  insta: Insta | null;
  flash: ReturnType<typeof useTimedMessage>;
  /** The set fetched again (after a 409). */
  reload: () => Promise<Insta | null>;
}) {
  const addInsta = useAddInsta();
  const updateInsta = useUpdateInsta();
  const removeImage = useRemoveInstaImage();
  const mode = insta ? 'edit' : 'add';

  const form = useEntityForm<InstaValues, Insta>({
    initial: () => valuesFrom(insta),
    signature,
    display: (_, images) => picturesText(images as ImageItem[]),
    validate: (v): Record<string, string> => (v.images.length ? {} : { images: 'Choose at least one image' }),
    save: async (values, version) => {
      const body = new FormData();
      if (insta) {
        await appendGallery(body, 'images', values.images, 'edit', uploadImage);
        return updateInsta.mutateAsync({ id: insta._id, version, body });
      }
      await appendGallery(body, 'images', values.images, 'add', uploadImage);
      return addInsta.mutateAsync(body);
    },
    valuesFrom: (saved) => valuesFrom(saved),
    version: insta?.updatedAt,
    reload: insta
      ? async () => {
          const latest = await reload();
          if (!latest) throw new Error('the Instagram set is no longer there');
          return latest;
        }
      : undefined,
    onSaved: () => flash.show('success', ADMIN_MESSAGES.instaUpdated),
    onFailed: (error) =>
      flash.show(
        'error',
        insta ? failureText(error, ADMIN_MESSAGES.instaUpdateFailed) : errorText(error, ADMIN_MESSAGES.instaAddFailed),
      ),
  });
  const { values, setField, errors } = form;

  return (
    <form
      className="entity-form"
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={insta ? 'Update Instagram images' : 'Add Instagram images'}
    >
      {!insta ? <Notice tone="empty">{ADMIN_MESSAGES.instaNotFound}</Notice> : null}
      <Card
        title={insta ? 'Instagram images' : 'Add Instagram images'}
        description={insta ? `Last updated ${formatDate(insta.updatedAt, true)}` : 'Pick the pictures to show.'}
        className={insta ? undefined : 'card--spaced'}
      >
        <GalleryPicker
          label="Images"
          name="images"
          imageLabel="Instagram image"
          value={values.images}
          onChange={(items) => setField('images', items)}
          onRemove={async (item) => {
            if (item.kind === 'new' || !insta) {
              setField(
                'images',
                values.images.filter((i) => i !== item),
              );
              return;
            }
            const path = item.path;
            const removed = await removeStoredImage(
              () => removeImage.mutateAsync({ instaId: insta._id, imageName: path }),
              () => undefined,
            );
            if (removed) {
              form.applySaved(
                (v) => ({ images: v.images.filter((i) => i.kind !== 'stored' || i.path !== path) }),
                removed.version,
              );
            }
          }}
          error={errors.images}
        />
      </Card>
      <FormFooter message={flash.message} dirty={form.dirty}>
        <Button type="submit" variant="primary" busy={form.submitting}>
          {mode === 'edit' ? 'Update Instagram' : 'Add Instagram'}
        </Button>
      </FormFooter>
      <UnsavedChangesDialog blocker={form.blocker} />
      <ConflictDialog form={form} what="Instagram set" kind="insta" />
    </form>
  );
}
