import { uploadImage } from '@/lib/upload-image';
import { useNavigate } from 'react-router';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { useAddReview } from '../api/add-review';
import { reviewForm } from '../review-values';
import { ReviewForm } from './review-form';

export function AddReviewPage() {
  useDocumentTitle('Add Review');
  const navigate = useNavigate();
  const flash = useTimedMessage();
  const addReview = useAddReview();
  return (
    <>
      <PageHeader eyebrow="Reviews" title="Add Review" back={<GoBackButton fallback="/reviews" />} />
      <ReviewForm
        mode="add"
        initial={reviewForm.empty}
        save={async (values) => addReview.mutateAsync(await reviewForm.body(values, 'add', uploadImage))}
        // The review flows used /sign-in when no token is stored (admin spec §4).
        onSaved={() => navigate(getToken() ? '/reviews' : '/sign-in')}
        onFailed={(error) => flash.show('error', errorText(error, ADMIN_MESSAGES.review.addFailed))}
        message={flash.message}
        onCancel={() => navigate('/reviews')}
      />
    </>
  );
}
