import { useParams } from 'react-router';
import { DetailItem, DetailList, Prose, formatDate } from '@/components/detail/detail';
import { DetailShell, type TranslationsSlot } from '@/components/entity/detail-shell';
import { Card } from '@/components/ui/card';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { imageUrl, publicUrl } from '@/lib/media';
import { useDeleteReview } from '../api/delete-review';
import { useReview } from '../api/get-review';

const M = ADMIN_MESSAGES.review;

/** /admin/review/:id, read-only; `translations` is its Translations tab, which the app layer composes. */
export function ReviewDetailPage({ translations }: { translations?: TranslationsSlot }) {
  const { id = '' } = useParams();
  const query = useReview(id);
  const deleteReview = useDeleteReview();
  return (
    <DetailShell
      resource="review"
      eyebrow="Review"
      query={query}
      titleOf={(r) => r.title}
      listPath="/reviews"
      editPath={(r) => `/update-review/${r._id}`}
      publicHref={() => publicUrl('review')}
      deleteLabel="Delete Review"
      deleteMutation={deleteReview}
      deleteFailedText={M.deleteFailed}
      loadErrorText={M.detailFailed}
      notFoundText={M.notFound}
      translations={translations}
    >
      {(review) => (
        <div className="detail-grid">
          <div className="detail-grid__main">
            <Card title="Review">
              <DetailList>
                <DetailItem label="User name">{review.userName}</DetailItem>
                <DetailItem label="Added">{formatDate(review.createdAt)}</DetailItem>
                <DetailItem label="Last updated">{formatDate(review.updatedAt, true)}</DetailItem>
              </DetailList>
              <blockquote className="message-block">
                <Prose text={review.description} />
              </blockquote>
            </Card>
          </div>
          <aside className="detail-grid__side">
            <Card title="Client photo">
              {review.userImage ? (
                <img className="portrait" src={imageUrl(review.userImage)} alt={review.userName} />
              ) : (
                <p className="picker__empty">{ADMIN_MESSAGES.noImage}</p>
              )}
            </Card>
          </aside>
        </div>
      )}
    </DetailShell>
  );
}
