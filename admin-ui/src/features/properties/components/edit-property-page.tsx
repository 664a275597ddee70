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
import { useProperty } from '../api/get-property';
import { useRemovePropertyImage } from '../api/remove-property-image';
import { useUpdateProperty } from '../api/update-property';
import { propertyBody, propertyValuesFrom } from '../property-values';
import { PropertyForm } from './property-form';

const M = ADMIN_MESSAGES.property;

export function EditPropertyPage() {
  const { id = '' } = useParams();
  const query = useProperty(id);
  const flash = useTimedMessage();
  const updateProperty = useUpdateProperty();
  const removeImage = useRemovePropertyImage();
  const goBack = useGoBack('/properties');
  useDocumentTitle(query.data ? `Edit ${query.data.title}` : 'Edit Property');

  const { show } = flash;
  useEffect(() => {
    // On the property edit page the load error disappears after 3 seconds (admin spec §8).
    if (query.isError) show('error', M.detailFailed);
  }, [query.isError, show]);

  const header = (
    <PageHeader
      eyebrow="Properties"
      title="Edit Property"
      description={query.data ? query.data.title : undefined}
      back={<GoBackButton fallback="/properties" />}
      actions={
        query.data ? (
          <ButtonLink to={`/property/${query.data._id}`} variant="ghost">
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

  const property = query.data;
  return (
    <>
      {header}
      <PropertyForm
        key={property._id}
        mode="edit"
        version={property.updatedAt}
        reload={latestOf(query)}
        initial={() => propertyValuesFrom(property)}
        property={property}
        save={async (values, version) =>
          updateProperty.mutateAsync({
            id: property._id,
            version,
            body: await propertyBody(values, 'edit', uploadImage),
          })
        }
        onSaved={() => flash.show('success', M.updated)}
        onFailed={() => flash.show('error', M.updateFailed)}
        removeImage={(path) =>
          removeStoredImage(
            () => removeImage.mutateAsync({ propertyId: property._id, imageName: path }),
            () => undefined,
          )
        }
        message={flash.message}
        onCancel={goBack}
      />
    </>
  );
}
