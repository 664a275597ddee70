import { useParams } from 'react-router';
import { DetailItem, yesNo } from '@/components/detail/detail';
import {
  aboutTheArea,
  DetailLinkList,
  DetailPriceCard,
  listingRows,
  ListingDetailGrid,
} from '@/components/detail/listing-detail';
import { DetailShell, type HistorySlot, type TranslationsSlot } from '@/components/entity/detail-shell';
import { Card } from '@/components/ui/card';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { publicUrl } from '@/lib/media';
import { useDeleteDevelopment } from '../api/delete-development';
import { useDevelopment } from '../api/get-development';

const M = ADMIN_MESSAGES.development;

/**
 * /admin/development/:id, read-only; `translations` and `history` are its Translations and History
 * tabs, which the app layer composes.
 */
export function DevelopmentDetailPage({
  history,
  translations,
}: {
  history?: HistorySlot;
  translations?: TranslationsSlot;
}) {
  const { id = '' } = useParams();
  const query = useDevelopment(id);
  const deleteDevelopment = useDeleteDevelopment();
  return (
    <DetailShell
      resource="development"
      eyebrow="Development"
      query={query}
      titleOf={(d) => d.title}
      listPath="/developments"
      editPath={(d) => `/update-development/${d._id}`}
      publicHref={(d) => publicUrl('development', d.slug)}
      deleteLabel="Delete Development"
      deleteWarning={(d) => (d.isFullWidthFeatured ? M.heroDeleteWarning : undefined)}
      deleteMutation={deleteDevelopment}
      deleteFailedText={M.deleteFailed}
      loadErrorText={M.detailFailed}
      notFoundText={M.notFound}
      translations={translations}
      history={history}
    >
      {(development) => (
        <ListingDetailGrid
          item={development}
          overview={
            <>
              <DetailItem label="Country">{development.country}</DetailItem>
              <DetailItem label="Location">{development.location}</DetailItem>
              <DetailItem label="Units">{development.units}</DetailItem>
              <DetailItem label="Bed Units">{development.bedUnits}</DetailItem>
              <DetailItem label="Penthouses">{development.pentHouses}</DetailItem>
              <DetailItem label="Is Featured">{yesNo(development.isFeatured)}</DetailItem>
              <DetailItem label="Is Sold">{yesNo(development.isSold)}</DetailItem>
              <DetailItem label="Full-width featured">{yesNo(development.isFullWidthFeatured)}</DetailItem>
            </>
          }
          before={
            <>
              <DetailPriceCard
                usdLabel="Starting price (USD)"
                usd={development.price}
                aed={development.dPriceAed}
                eur={development.dPriceEur}
              />
              <Card title="Properties">
                <DetailLinkList
                  items={development.properties}
                  href={(pid) => `/property/${pid}`}
                  meta={(p) => [p.propertyType, p.location].filter(Boolean).join(' · ')}
                  emptyText="No properties linked."
                />
              </Card>
            </>
          }
          rows={listingRows(development)}
          location={aboutTheArea(development)}
        />
      )}
    </DetailShell>
  );
}
