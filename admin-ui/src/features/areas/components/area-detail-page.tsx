import { Link, useParams } from 'react-router';
import {
  DetailGallery,
  DetailImage,
  DetailItem,
  DetailList,
  DetailSpaceRows,
  Prose,
  TagList,
  formatDate,
  yesNo,
} from '@/components/detail/detail';
import { DetailShell } from '@/components/entity/detail-shell';
import { Card } from '@/components/ui/card';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { publicUrl } from '@/lib/media';
import { useArea } from '../api/get-area';
import { useDeleteArea } from '../api/delete-area';

const M = ADMIN_MESSAGES.area;

export function AreaDetailPage() {
  const { id = '' } = useParams();
  const query = useArea(id);
  const deleteArea = useDeleteArea();
  return (
    <DetailShell
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
    >
      {(area) => (
        <div className="detail-grid">
          <div className="detail-grid__main">
            <Card title="Overview">
              <DetailList>
                <DetailItem label="Slug">
                  <code className="slug">{area.slug}</code>
                </DetailItem>
                <DetailItem label="Country">{area.country}</DetailItem>
                <DetailItem label="Location">{area.location}</DetailItem>
                <DetailItem label="Is Featured">{yesNo(area.isFeatured)}</DetailItem>
                <DetailItem label="Last updated">{formatDate(area.updatedAt, true)}</DetailItem>
                <DetailItem label="Tags" wide>
                  {area.tags.length ? <TagList tags={area.tags} /> : ''}
                </DetailItem>
              </DetailList>
            </Card>
            <Card title="Description">
              <Prose text={area.desc1} />
              <Prose text={area.desc2} />
              {!area.desc1.trim() && !area.desc2.trim() ? <p className="picker__empty">No description yet.</p> : null}
            </Card>
            <Card title="Highlights">
              <DetailSpaceRows rows={area.spaces} label="Highlights" />
            </Card>
            <Card title="In the Area">
              <DetailSpaceRows rows={area.amenities} label="Places" />
            </Card>
            <Card title="Location and figures">
              <DetailList>
                <DetailItem label="Location title">{area.locationTitle}</DetailItem>
                <DetailItem label="Average rental yield">{area.averageRentalYield}</DetailItem>
                <DetailItem label="Average rental yield (second)">{area.averageRentalYield2}</DetailItem>
                <DetailItem label="Average property price">{area.averagePropertyPrice}</DetailItem>
                <DetailItem label="Location description" wide>
                  {area.locationDescription}
                </DetailItem>
              </DetailList>
            </Card>
            <Card title="Listings in this area">
              <h3 className="card__subtitle">Properties</h3>
              {area.properties.length ? (
                <ul className="link-list">
                  {area.properties.map((p) => (
                    <li key={p._id}>
                      <Link to={`/property/${p._id}`} className="cell-link">
                        {p.title}
                      </Link>
                      <span className="cell-muted">{p.location}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="picker__empty">No properties linked.</p>
              )}
              <h3 className="card__subtitle">Developments</h3>
              {area.developments.length ? (
                <ul className="link-list">
                  {area.developments.map((d) => (
                    <li key={d._id}>
                      <Link to={`/development/${d._id}`} className="cell-link">
                        {d.title}
                      </Link>
                      <span className="cell-muted">{d.location}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="picker__empty">No developments linked.</p>
              )}
            </Card>
          </div>
          <aside className="detail-grid__side">
            <Card title="Featured image">
              <DetailImage path={area.featuredImage} alt={`${area.title}, featured image`} />
            </Card>
            <Card title="Gallery">
              <DetailGallery images={area.galleryImages} label={`${area.title} gallery image`} />
            </Card>
          </aside>
        </div>
      )}
    </DetailShell>
  );
}
