import { useParams } from 'react-router';
import { DetailItem, yesNo } from '@/components/detail/detail';
import { aboutTheArea, DetailPriceCard, listingRows, ListingDetailGrid } from '@/components/detail/listing-detail';
import { DetailShell, type HistorySlot, type TranslationsSlot } from '@/components/entity/detail-shell';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { publicUrl } from '@/lib/media';
import { useDeleteProperty } from '../api/delete-property';
import { useProperty } from '../api/get-property';

const M = ADMIN_MESSAGES.property;

/**
 * /admin/property/:id, read-only; `translations` and `history` are its Translations and History
 * tabs, which the app layer composes.
 */
export function PropertyDetailPage({
  history,
  translations,
}: {
  history?: HistorySlot;
  translations?: TranslationsSlot;
}) {
  const { id = '' } = useParams();
  const query = useProperty(id);
  const deleteProperty = useDeleteProperty();
  return (
    <DetailShell
      resource="property"
      eyebrow="Property"
      query={query}
      titleOf={(p) => p.title}
      listPath="/properties"
      editPath={(p) => `/update-property/${p._id}`}
      publicHref={(p) => publicUrl('property', p.slug)}
      deleteLabel="Delete Property"
      deleteWarning={(p) => (p.isFullWidthFeatured ? M.heroDeleteWarning : undefined)}
      deleteMutation={deleteProperty}
      deleteFailedText={M.deleteFailed}
      loadErrorText={M.detailFailed}
      notFoundText={M.notFound}
      translations={translations}
      history={history}
    >
      {(property) => (
        <ListingDetailGrid
          item={property}
          overview={
            <>
              <DetailItem label="Property type">{property.propertyType}</DetailItem>
              <DetailItem label="Country">{property.country}</DetailItem>
              <DetailItem label="Location">{property.location}</DetailItem>
              <DetailItem label="Beds">{property.beds}</DetailItem>
              <DetailItem label="Baths">{property.baths}</DetailItem>
              <DetailItem label="Space (sq. ft.)">{property.space}</DetailItem>
              <DetailItem label="Is Featured">{yesNo(property.isFeatured)}</DetailItem>
              <DetailItem label="Full-width featured">{yesNo(property.isFullWidthFeatured)}</DetailItem>
            </>
          }
          before={
            <DetailPriceCard
              usdLabel="Price (USD)"
              usd={property.price}
              aed={property.priceAed}
              eur={property.priceEur}
            />
          }
          rows={listingRows(property)}
          location={aboutTheArea(property)}
        />
      )}
    </DetailShell>
  );
}
