import { useNavigate, useParams } from 'react-router';
import { EditShell } from '@/components/entity/edit-shell';
import { ButtonLink } from '@/components/ui/button';
import { useEditForm } from '@/components/entity/use-edit-form';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { useReview } from '../api/get-review';
import { useRemoveReviewImage } from '../api/remove-review-image';
import { useUpdateReview } from '../api/update-review';
import { reviewForm } from '../review-values';
import { ReviewForm } from './review-form';

const M = ADMIN_MESSAGES.review;

export function EditReviewPage() {
  const { id = '' } = useParams();
  const query = useReview(id);
  const updateReview = useUpdateReview();
  const removeImage = useRemoveReviewImage();
  const navigate = useNavigate();
  const { flash, formProps } = useEditForm({
    query,
    definition: reviewForm,
    update: updateReview.mutateAsync,
    removeImage: (id, imageName) => removeImage.mutateAsync({ reviewId: id, imageName }),
    listPath: '/reviews',
  });
  return (
    <EditShell
      eyebrow="Reviews"
      title="Edit Review"
      subtitle={(r) => r.title}
      query={query}
      flash={flash}
      listPath="/reviews"
      detailPath={(r) => `/review/${r._id}`}
      moreActions={(r) => (
        <ButtonLink to={`/review/${r._id}?tab=translations`} variant="ghost">
          Translations
        </ButtonLink>
      )}
      loadErrorText={M.detailFailed}
      loadErrorTimed={false}
      notFoundText={M.notFound}
    >
      {(review) => (
        <ReviewForm
          key={review._id}
          {...formProps(review)}
          onSaved={() => navigate(getToken() ? '/reviews' : '/sign-in')}
          // The server's message is preferred for reviews (admin spec §8).
          onFailed={(error) => flash.show('error', errorText(error, M.updateFailed))}
        />
      )}
    </EditShell>
  );
}
