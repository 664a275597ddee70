import { uploadImage } from '@/lib/upload-image';
import { useNavigate, useParams } from 'react-router';
import { EditShell } from '@/components/entity/edit-shell';
import { removeStoredImage } from '@/components/form/remove-stored';
import { useGoBack } from '@/hooks/use-go-back';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { latestOf } from '@/components/form/use-entity-form';
import { useReview } from '../api/get-review';
import { useRemoveReviewImage } from '../api/remove-review-image';
import { useUpdateReview } from '../api/update-review';
import { reviewForm } from '../review-values';
import { ReviewForm } from './review-form';

const M = ADMIN_MESSAGES.review;

export function EditReviewPage() {
  const { id = '' } = useParams();
  const query = useReview(id);
  const flash = useTimedMessage();
  const updateReview = useUpdateReview();
  const removeImage = useRemoveReviewImage();
  const navigate = useNavigate();
  const goBack = useGoBack('/reviews');
  return (
    <EditShell
      eyebrow="Reviews"
      title="Edit Review"
      subtitle={(r) => r.title}
      query={query}
      flash={flash}
      listPath="/reviews"
      detailPath={(r) => `/review/${r._id}`}
      loadErrorText={M.detailFailed}
      loadErrorTimed={false}
      notFoundText={M.notFound}
    >
      {(review) => (
        <ReviewForm
          key={review._id}
          mode="edit"
          version={review.updatedAt}
          reload={latestOf(query)}
          initial={() => reviewForm.from(review)}
          save={async (values, version) =>
            updateReview.mutateAsync({
              id: review._id,
              version,
              body: await reviewForm.body(values, 'edit', uploadImage),
            })
          }
          onSaved={() => navigate(getToken() ? '/reviews' : '/sign-in')}
          // The server's message is preferred for reviews (admin spec §8).
          onFailed={(error) => flash.show('error', errorText(error, M.updateFailed))}
          removeImage={(path) =>
            removeStoredImage(
              () => removeImage.mutateAsync({ reviewId: review._id, imageName: path }),
              () => undefined,
            )
          }
          message={flash.message}
          onCancel={goBack}
        />
      )}
    </EditShell>
  );
}
