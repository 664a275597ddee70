import { formatPrice } from '@estate/contract';
import { useNavigate, useParams } from 'react-router';
import { DetailActions } from '@/components/detail/detail-actions';
import {
  DetailGallery,
  DetailImage,
  DetailInAreaRows,
  DetailItem,
  DetailList,
  DetailSpaceRows,
  Prose,
  formatDate,
  yesNo,
} from '@/components/detail/detail';
import { Card } from '@/components/ui/card';
import { Flash, Notice } from '@/components/ui/flash';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText, isNotFound } from '@/lib/api-client';
import { publicUrl } from '@/lib/media';
import { getToken } from '@/lib/session';
import { useDeleteProperty } from '../api/delete-property';
import { useProperty } from '../api/get-property';

const M = ADMIN_MESSAGES.property;

export function PropertyDetailPage() {
  const { id = '' } = useParams();
  const query = useProperty(id);
  const deleteProperty = useDeleteProperty();
  const flash = useTimedMessage();
  const navigate = useNavigate();
  const property = query.data;
  useDocumentTitle(property?.title ?? 'Property');

  const header = (
    <PageHeader
      eyebrow="Property"
      title={property?.title ?? 'Property details'}
      back={<GoBackButton fallback="/properties" />}
      actions={
        property ? (
          <DetailActions
            publicHref={publicUrl('property', property.slug)}
            editHref={`/update-property/${property._id}`}
            deleteLabel="Delete Property"
            entityTitle={property.title}
            deleteWarning={property.isFullWidthFeatured ? M.heroDeleteWarning : undefined}
            deleting={deleteProperty.isPending}
            onDelete={() =>
              deleteProperty.mutate(property._id, {
                onSuccess: () => navigate(getToken() ? '/properties' : '/login'),
                onError: (error) => flash.show('error', errorText(error, M.deleteFailed)),
              })
            }
          />
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
  if (query.isError || !property) {
    return (
      <>
        {header}
        {query.isError && !isNotFound(query.error) ? (
          <Notice tone="error">{M.detailFailed}</Notice>
        ) : (
          <Notice tone="empty">{M.notFound}</Notice>
        )}
      </>
    );
  }

  return (
    <>
      {header}
      <Flash message={flash.message} />
      <div className="detail-grid">
        <div className="detail-grid__main">
          <Card title="Overview">
            <DetailList>
              <DetailItem label="Slug">
                <code className="slug">{property.slug}</code>
              </DetailItem>
              <DetailItem label="Property type">{property.propertyType}</DetailItem>
              <DetailItem label="Country">{property.country}</DetailItem>
              <DetailItem label="Location">{property.location}</DetailItem>
              <DetailItem label="Beds">{property.beds}</DetailItem>
              <DetailItem label="Baths">{property.baths}</DetailItem>
              <DetailItem label="Space (sq. ft.)">{property.space}</DetailItem>
              <DetailItem label="Is Featured">{yesNo(property.isFeatured)}</DetailItem>
              <DetailItem label="Full-width featured">{yesNo(property.isFullWidthFeatured)}</DetailItem>
              <DetailItem label="Last updated">{formatDate(property.updatedAt, true)}</DetailItem>
            </DetailList>
          </Card>
          <Card title="Price">
            <DetailList>
              <DetailItem label="Price (USD)">
                {property.price === null ? '' : formatPrice(property.price, 'USD')}
              </DetailItem>
              <DetailItem label="Price (AED)">
                {property.priceAed === null ? '' : formatPrice(property.priceAed, 'AED')}
              </DetailItem>
              <DetailItem label="Price (EUR)">
                {property.priceEur === null ? '' : formatPrice(property.priceEur, 'EUR')}
              </DetailItem>
            </DetailList>
          </Card>
          <Card title="Description">
            <Prose text={property.desc1} />
            <Prose text={property.desc2} />
            {!property.desc1.trim() && !property.desc2.trim() ? (
              <p className="picker__empty">No description yet.</p>
            ) : null}
          </Card>
          <Card title="Spaces">
            <DetailSpaceRows rows={property.spaces} label="Spaces" />
          </Card>
          <Card title="Amenities">
            <DetailSpaceRows rows={property.amenities} label="Amenities" />
          </Card>
          <Card title="About the area">
            <DetailList>
              <DetailItem label="Location title">{property.locationTitle}</DetailItem>
              <DetailItem label="Median price">{property.medianPrice}</DetailItem>
              <DetailItem label="Median price per sq. ft.">{property.medianPricePerSq}</DetailItem>
              <DetailItem label="Rental yield">{property.rentalYield}</DetailItem>
              <DetailItem label="Location description" wide>
                {property.locationDescription}
              </DetailItem>
            </DetailList>
            <h3 className="card__subtitle">In the area</h3>
            <DetailInAreaRows rows={property.inTheArea} />
          </Card>
        </div>
        <aside className="detail-grid__side">
          <Card title="Featured image">
            <DetailImage path={property.featuredImage} alt={`${property.title}, featured image`} />
          </Card>
          <Card title="Gallery">
            <DetailGallery images={property.galleryImages} label={`${property.title} gallery image`} />
          </Card>
        </aside>
      </div>
    </>
  );
}
