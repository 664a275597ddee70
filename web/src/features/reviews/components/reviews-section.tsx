import { SectionHeading } from '~/components/section-heading';
import { useReviews } from '../api/get-reviews';
import { ReviewsSlider } from './reviews-slider';

/** The sand-coloured "In our clients' words" band of the home and /about; nothing without reviews. */
export function ReviewsSection({ headingId }: { headingId: string }) {
  const reviews = useReviews();
  if (!reviews.data?.length) return null;
  return (
    <section className="section section--sand">
      <div className="container">
        <ReviewsSlider
          reviews={reviews.data}
          header={<SectionHeading eyebrow="Client reviews" title="In our clients' words" id={headingId} />}
        />
      </div>
    </section>
  );
}
