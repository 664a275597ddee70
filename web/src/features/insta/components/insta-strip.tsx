import { isSafeLink } from '@estate/contract';
import { InstagramIcon } from '~/components/icons';
import { Img } from '~/components/image';
import homeTexts from 'virtual:messages/en/home';
import { useT } from '~/lib/i18n/i18n';

/** The Instagram set as a strip of squares linking to the agency's account. */
export function InstaStrip({ images, url }: { images: string[]; url: string }) {
  const t = useT(homeTexts);
  return (
    <section className="insta-strip" aria-label={t('home.insta')}>
      <div className="container insta-strip__header">
        <p className="eyebrow">{t('home.insta')}</p>
        {url && isSafeLink(url) ? (
          <a href={url} className="text-link" target="_blank" rel="noopener noreferrer">
            <InstagramIcon width={16} height={16} /> Follow us
          </a>
        ) : null}
      </div>
      <ul className="insta-strip__grid">
        {images.slice(0, 6).map((src, i) => (
          <li key={src + i}>
            <Img src={src} alt="" sizes="(min-width: 1024px) 16vw, 33vw" width={400} height={400} />
          </li>
        ))}
      </ul>
    </section>
  );
}
