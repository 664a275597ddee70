import type { Review } from '@estate/contract';
import { useCallback, useState, type ReactNode } from 'react';
import { Carousel } from '~/components/carousel';
import { Img } from '~/components/image';
import homeTexts from 'virtual:messages/en/home';
import { englishText } from '~/lib/i18n/content';
import { useT } from '~/lib/i18n/i18n';

/**
 * Client reviews, one whole review at a time on every width (a fraction of the next one would cut
 * its quote mid-word), with a progress bar of where the reader is.
 */
export function ReviewsSlider({ reviews, header }: { reviews: Review[]; header?: ReactNode }) {
  const [index, setIndex] = useState(0);
  const onSelect = useCallback((i: number) => setIndex(i), []);
  const t = useT(homeTexts);
  if (reviews.length === 0) return null;
  const progress = ((index + 1) / reviews.length) * 100;
  return (
    <div className="reviews">
      <Carousel label={t('home.reviews.eyebrow')} header={header} perView={{ base: 1 }} onSelect={onSelect}>
        {reviews.map((r) => (
          <figure key={r._id} className="review">
            <blockquote className="review__quote">
              {r.title ? (
                <p className="review__title" {...englishText(r, 'title')}>
                  {r.title}
                </p>
              ) : null}
              <p {...englishText(r, 'description')}>{r.description}</p>
            </blockquote>
            <figcaption className="review__author">
              {r.userImage ? (
                <Img src={r.userImage} alt="" sizes="56px" width={112} height={112} className="review__avatar" />
              ) : (
                <span className="review__avatar review__avatar--initial" aria-hidden="true">
                  {r.userName.slice(0, 1)}
                </span>
              )}
              <span>{r.userName}</span>
            </figcaption>
          </figure>
        ))}
      </Carousel>
      <div
        className="reviews__progress"
        role="progressbar"
        aria-label={t('home.reviews.read')}
        aria-valuemin={1}
        aria-valuemax={reviews.length}
        aria-valuenow={index + 1}
      >
        <span style={{ transform: `scaleX(${progress / 100})` }} />
      </div>
    </div>
  );
}
