import { truncateWords } from '@estate/contract';
import { Link } from 'react-router';
import { Img } from '~/components/image';
import { longDate } from '~/lib/format';
import dateTexts from 'virtual:messages/en/dates';
import { englishText } from '~/lib/i18n/content';
import { useT } from '~/lib/i18n/i18n';
import type { PostSummary } from '../api/get-posts';

export const HOME_TEASER_WORDS = 22;

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : longDate(d);
}

/** When a post was written, readable ("3 March 2026", in the page's language) and exact for machines. */
export function PostDate({ iso }: { iso: string }) {
  const t = useT(dateTexts);
  const d = new Date(iso);
  const text = Number.isNaN(d.getTime())
    ? ''
    : t('date.long', {
        day: String(d.getUTCDate()),
        month: String(d.getUTCMonth() + 1),
        year: String(d.getUTCFullYear()),
      });
  return <time dateTime={iso}>{text}</time>;
}

/** A post teaser for the home slider: the description cut to 22 words, and a read-more link. */
export function PostTeaser({ post }: { post: PostSummary }) {
  const teaser = truncateWords(post.description, HOME_TEASER_WORDS);
  const href = `/blog-single/${post.slug}`;
  const t = useT(dateTexts);
  return (
    <article className="card post-card">
      <div className="card__media card__media--wide">
        <Img
          src={post.featuredImage}
          alt=""
          sizes="(min-width: 1024px) 33vw, (min-width: 641px) 50vw, 90vw"
          width={800}
          height={500}
        />
      </div>
      <div className="card__body">
        <p className="card__location">
          <PostDate iso={post.createdAt} />
        </p>
        <h3 className="card__title" {...englishText(post, 'title')}>
          <Link to={href}>{post.title}</Link>
        </h3>
        <p className="post-card__teaser" {...englishText(post, 'description')}>
          {teaser.text}
        </p>
        <Link to={href} className="text-link post-card__more">
          {t('post.readMore')}
          <span className="visually-hidden">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
