import { SectionHeading } from '~/components/section-heading';
import { useReviews } from '../api/get-reviews';
import { ReviewsSlider } from './reviews-slider';
import homeTexts from 'virtual:messages/en/home';
import { useLocale, useT } from '~/lib/i18n/i18n';

/** The sand-coloured "In our clients' words" band of the home and /about; nothing without reviews. */
export function ReviewsSection({ headingId }: { headingId: string }) {
  const reviews = useReviews(useLocale());
  const t = useT(homeTexts);
  if (!reviews.data?.length) return null;
  return (
    <section className="section section--sand">
      <div className="container">
        <ReviewsSlider
          reviews={reviews.data}
          header={<SectionHeading eyebrow={t('home.reviews.eyebrow')} title={t('home.reviews.title')} id={headingId} />}
        />
      </div>
    </section>
  );
}
