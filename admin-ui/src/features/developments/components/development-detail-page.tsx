import { formatPrice } from '@estate/contract';
import { Link, useNavigate, useParams } from 'react-router';
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
import { useDeleteDevelopment } from '../api/delete-development';
import { useDevelopment } from '../api/get-development';

const M = ADMIN_MESSAGES.development;
const money = (n: number | null, currency: 'USD' | 'AED' | 'EUR') => (n === null ? '' : formatPrice(n, currency));

export function DevelopmentDetailPage() {
  const { id = '' } = useParams();
  const query = useDevelopment(id);
  const deleteDevelopment = useDeleteDevelopment();
  const flash = useTimedMessage();
  const navigate = useNavigate();
  const development = query.data;
  useDocumentTitle(development?.title ?? 'Development');

  const header = (
    <PageHeader
      eyebrow="Development"
      title={development?.title ?? 'Development details'}
      back={<GoBackButton fallback="/developments" />}
      actions={
        development ? (
          <DetailActions
            publicHref={publicUrl('development', development.slug)}
            editHref={`/update-development/${development._id}`}
            deleteLabel="Delete Development"
            entityTitle={development.title}
            deleteWarning={development.isFullWidthFeatured ? M.heroDeleteWarning : undefined}
            deleting={deleteDevelopment.isPending}
            onDelete={() =>
              deleteDevelopment.mutate(development._id, {
                onSuccess: () => navigate(getToken() ? '/developments' : '/login'),
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
  if (query.isError || !development) {
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
                <code className="slug">{development.slug}</code>
              </DetailItem>
              <DetailItem label="Country">{development.country}</DetailItem>
              <DetailItem label="Location">{development.location}</DetailItem>
              <DetailItem label="Units">{development.units}</DetailItem>
              <DetailItem label="Bed Units">{development.bedUnits}</DetailItem>
              <DetailItem label="Penthouses">{development.pentHouses}</DetailItem>
              <DetailItem label="Is Featured">{yesNo(development.isFeatured)}</DetailItem>
              <DetailItem label="Is Sold">{yesNo(development.isSold)}</DetailItem>
              <DetailItem label="Full-width featured">{yesNo(development.isFullWidthFeatured)}</DetailItem>
              <DetailItem label="Last updated">{formatDate(development.updatedAt, true)}</DetailItem>
            </DetailList>
          </Card>
          <Card title="Price">
            <DetailList>
              <DetailItem label="Starting price (USD)">{money(development.price, 'USD')}</DetailItem>
              <DetailItem label="Price (AED)">{money(development.dPriceAed, 'AED')}</DetailItem>
              <DetailItem label="Price (EUR)">{money(development.dPriceEur, 'EUR')}</DetailItem>
            </DetailList>
          </Card>
          <Card title="Properties">
            {development.properties.length ? (
              <ul className="link-list">
                {development.properties.map((p) => (
                  <li key={p._id}>
                    <Link to={`/property/${p._id}`} className="cell-link">
                      {p.title}
                    </Link>
                    <span className="cell-muted">{[p.propertyType, p.location].filter(Boolean).join(' · ')}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="picker__empty">No properties linked.</p>
            )}
          </Card>
          <Card title="Description">
            <Prose text={development.desc1} />
            <Prose text={development.desc2} />
            {!development.desc1.trim() && !development.desc2.trim() ? (
              <p className="picker__empty">No description yet.</p>
            ) : null}
          </Card>
          <Card title="Spaces">
            <DetailSpaceRows rows={development.spaces} label="Spaces" />
          </Card>
          <Card title="Amenities">
            <DetailSpaceRows rows={development.amenities} label="Amenities" />
          </Card>
          <Card title="About the area">
            <DetailList>
              <DetailItem label="Location title">{development.locationTitle}</DetailItem>
              <DetailItem label="Median price">{development.medianPrice}</DetailItem>
              <DetailItem label="Median price per sq. ft.">{development.medianPricePerSq}</DetailItem>
              <DetailItem label="Rental yield">{development.rentalYield}</DetailItem>
              <DetailItem label="Location description" wide>
                {development.locationDescription}
              </DetailItem>
            </DetailList>
            <h3 className="card__subtitle">In the area</h3>
            <DetailInAreaRows rows={development.inTheArea} />
          </Card>
        </div>
        <aside className="detail-grid__side">
          <Card title="Featured image">
            <DetailImage path={development.featuredImage} alt={`${development.title}, featured image`} />
          </Card>
          <Card title="Gallery">
            <DetailGallery images={development.galleryImages} label={`${development.title} gallery image`} />
          </Card>
        </aside>
      </div>
    </>
  );
}
