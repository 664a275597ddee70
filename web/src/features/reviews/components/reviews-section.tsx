import type { ComponentProps } from 'react';
import { SectionHeading } from '~/components/section-heading';
import { useReviews } from '../api/get-reviews';
import { Island } from '~/islands/island';
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
        <Island
          name="reviews"
          component={ReviewsCarousel}
          props={{
            reviews: reviews.data,
            eyebrow: t('home.reviews.eyebrow'),
            title: t('home.reviews.title'),
            headingId,
          }}
          hydrate="visible"
        />
      </div>
    </section>
  );
}

/** The reviews' slider under its heading: its props are data, an island of its own. */
export function ReviewsCarousel({
  reviews,
  eyebrow,
  title,
  headingId,
}: {
  reviews: ComponentProps<typeof ReviewsSlider>['reviews'];
  eyebrow: string;
  title: string;
  headingId: string;
}) {
  return <ReviewsSlider reviews={reviews} header={<SectionHeading eyebrow={eyebrow} title={title} id={headingId} />} />;
}
