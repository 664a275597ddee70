import { useAddForm } from '@/components/entity/use-add-form';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { useAddReview } from '../api/add-review';
import { reviewForm } from '../review-values';
import { ReviewForm } from './review-form';

export function AddReviewPage() {
  const form = useAddForm({
    title: 'Add Review',
    definition: reviewForm,
    add: useAddReview().mutateAsync,
    listPath: '/reviews',
    failedText: ADMIN_MESSAGES.review.addFailed,
    // The review flows used /sign-in when no token is stored (admin spec §4).
    signInPath: '/sign-in',
  });
  return (
    <>
      <PageHeader eyebrow="Reviews" title="Add Review" back={<GoBackButton fallback="/reviews" />} />
      <ReviewForm {...form} />
    </>
  );
}
