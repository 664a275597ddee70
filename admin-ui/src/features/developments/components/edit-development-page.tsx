import { useEffect } from 'react';
import { useParams } from 'react-router';
import { removeStoredImage } from '@/components/form/remove-stored';
import { ButtonLink } from '@/components/ui/button';
import { Flash, Notice } from '@/components/ui/flash';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useGoBack } from '@/hooks/use-go-back';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { uploadImage } from '@/lib/upload-image';
import { latestOf } from '@/components/form/use-entity-form';
import { useDevelopment } from '../api/get-development';
import { useRemoveDevelopmentImage } from '../api/remove-development-image';
import { useUpdateDevelopment } from '../api/update-development';
import { developmentBody, developmentValuesFrom } from '../development-values';
import { DevelopmentForm, type Choices } from './development-form';

const M = ADMIN_MESSAGES.development;

export function EditDevelopmentPage({ propertyChoices }: { propertyChoices: Choices }) {
  const { id = '' } = useParams();
  const query = useDevelopment(id);
  const flash = useTimedMessage();
  const updateDevelopment = useUpdateDevelopment();
  const removeImage = useRemoveDevelopmentImage();
  const goBack = useGoBack('/developments');
  useDocumentTitle(query.data ? `Edit ${query.data.title}` : 'Edit Development');

  const { show } = flash;
  useEffect(() => {
    // On the development edit page the load error disappears after 3 seconds (admin spec §8).
    if (query.isError) show('error', M.detailFailed);
  }, [query.isError, show]);

  const header = (
    <PageHeader
      eyebrow="Developments"
      title="Edit Development"
      description={query.data?.title}
      back={<GoBackButton fallback="/developments" />}
      actions={
        query.data ? (
          <ButtonLink to={`/development/${query.data._id}`} variant="ghost">
            View Details
          </ButtonLink>
        ) : undefined
      }
    />
  );

  if (query.isPending) {
    return (
      <>
        {header}
        <PageLoading />
      </>
    );
  }
  if (!query.data) {
    return (
      <>
        {header}
        <Flash message={flash.message} />
        <Notice tone="empty">{M.notFound}</Notice>
      </>
    );
  }

  const development = query.data;
  return (
    <>
      {header}
      <DevelopmentForm
        key={development._id}
        mode="edit"
        version={development.updatedAt}
        reload={latestOf(query)}
        initial={() => developmentValuesFrom(development)}
        development={development}
        propertyChoices={propertyChoices}
        save={async (values, version) =>
          updateDevelopment.mutateAsync({
            id: development._id,
            version,
            body: await developmentBody(values, 'edit', uploadImage),
          })
        }
        onSaved={() => flash.show('success', M.updated)}
        onFailed={() => flash.show('error', M.updateFailed)}
        removeImage={(path) =>
          removeStoredImage(
            () => removeImage.mutateAsync({ developmentId: development._id, imageName: path }),
            () => undefined,
          )
        }
        message={flash.message}
        onCancel={goBack}
      />
    </>
  );
}
