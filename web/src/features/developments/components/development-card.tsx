import { useId } from 'react';
import type { Development, DevelopmentCard as DevelopmentCardData } from '@estate/contract';
import { Link } from 'react-router';
import { PinIcon, UnitsIcon } from '~/components/icons';
import { Img } from '~/components/image';
import { Price } from '~/lib/currency/price';
import { formatNumber } from '~/lib/format';
import { useT } from '~/lib/i18n/i18n';
import { englishText } from '~/lib/i18n/content';
import { PlaceName } from '~/lib/i18n/place-names';

/** Title, number of Units, location and price; links to /development/{slug}. */
export function DevelopmentCard({
  development,
  sizes = '(min-width: 1024px) 33vw, (min-width: 641px) 50vw, 100vw',
  priority,
  headingLevel: Heading = 'h3',
}: {
  development: Development | DevelopmentCardData;
  sizes?: string;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT();
  const titleId = useId();
  return (
    <article className="card development-card" aria-labelledby={titleId}>
      <div className="card__media">
        <Img
          src={development.featuredImage}
          alt={development.title}
          sizes={sizes}
          width={800}
          height={600}
          priority={priority}
        />
        {development.isSold ? <span className="card__badge">{t('card.soldOut')}</span> : null}
      </div>
      <div className="card__body">
        {development.location ? (
          <p className="card__location">
            <PinIcon width={14} height={14} />
            <PlaceName name={development.location} />
          </p>
        ) : null}
        <Heading className="card__title" id={titleId} {...englishText(development, 'title')}>
          <Link to={`/development/${development.slug}`}>{development.title}</Link>
        </Heading>
        <ul className="card__facts">
          {development.units ? (
            <li>
              <UnitsIcon />
              {t('card.units', { count: Number(development.units), n: formatNumber(development.units) })}
            </li>
          ) : null}
        </ul>
        <span className="card__from">{t('card.startingFrom')}</span>
        <Price item={development} className="card__price" />
      </div>
    </article>
  );
}
