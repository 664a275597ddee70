import { useParams } from 'react-router';
import { DetailItem, TagList, yesNo } from '@/components/detail/detail';
import { DetailLinkList, ListingDetailGrid } from '@/components/detail/listing-detail';
import { DetailShell, type HistorySlot, type TranslationsSlot } from '@/components/entity/detail-shell';
import { Card } from '@/components/ui/card';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { publicUrl } from '@/lib/media';
import { useArea } from '../api/get-area';
import { useDeleteArea } from '../api/delete-area';

const M = ADMIN_MESSAGES.area;

/**
 * /admin/area/:id, read-only; `translations` and `history` are its Translations and History tabs,
 * which the app layer composes.
 */
export function AreaDetailPage({ history, translations }: { history?: HistorySlot; translations?: TranslationsSlot }) {
  const { id = '' } = useParams();
  const query = useArea(id);
  const deleteArea = useDeleteArea();
  return (
    <DetailShell
      resource="area"
      eyebrow="Area"
      query={query}
      titleOf={(a) => a.title}
      listPath="/areas"
      editPath={(a) => `/update-area/${a._id}`}
      publicHref={(a) => publicUrl('area', a.slug)}
      deleteLabel="Delete Area"
      deleteMutation={deleteArea}
      deleteFailedText={M.deleteFailed}
      loadErrorText={M.detailFailed}
      notFoundText={M.notFound}
      translations={translations}
      history={history}
    >
      {(area) => (
        <ListingDetailGrid
          item={area}
          overview={
            <>
              <DetailItem label="Country">{area.country}</DetailItem>
              <DetailItem label="Location">{area.location}</DetailItem>
              <DetailItem label="Is Featured">{yesNo(area.isFeatured)}</DetailItem>
            </>
          }
          overviewAfter={
            <DetailItem label="Tags" wide>
              {area.tags.length ? <TagList tags={area.tags} /> : ''}
            </DetailItem>
          }
          rows={[
            { title: 'Highlights', rows: area.spaces, label: 'Highlights' },
            { title: 'In the Area', rows: area.amenities, label: 'Places' },
          ]}
          location={{
            title: 'Location and figures',
            figures: [
              ['Average rental yield', area.averageRentalYield],
              ['Average rental yield (second)', area.averageRentalYield2],
              ['Average property price', area.averagePropertyPrice],
            ],
          }}
          after={
            <Card title="Listings in this area">
              <h3 className="card__subtitle">Properties</h3>
              <DetailLinkList
                items={area.properties}
                href={(pid) => `/property/${pid}`}
                meta={(p) => p.location}
                emptyText="No properties linked."
              />
              <h3 className="card__subtitle">Developments</h3>
              <DetailLinkList
                items={area.developments}
                href={(did) => `/development/${did}`}
                meta={(d) => d.location}
                emptyText="No developments linked."
              />
            </Card>
          }
        />
      )}
    </DetailShell>
  );
}
