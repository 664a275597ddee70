import { Link } from 'react-router';
import { Img } from '~/components/image';
import { englishText } from '~/lib/i18n/content';
import type { AreaListItem } from '../api/schemas';

/** An area guide card: picture, title and tags; links to /area/{slug}. */
export function AreaCard({ area, priority }: { area: AreaListItem; priority?: boolean }) {
  return (
    <article className="card area-card">
      <div className="card__media card__media--tall">
        <Img
          src={area.featuredImage}
          alt={area.title}
          sizes="(min-width: 1024px) 33vw, (min-width: 641px) 50vw, 100vw"
          width={600}
          height={750}
          priority={priority}
        />
        <div className="area-card__overlay">
          <h2 className="area-card__title" {...englishText(area, 'title')}>
            <Link to={`/area/${area.slug}`}>{area.title}</Link>
          </h2>
          {area.tags.length ? (
            <ul className="tags tags--light">
              {area.tags.slice(0, 4).map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </article>
  );
}
