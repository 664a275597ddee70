import { truncateWords } from '@estate/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import blogTexts from 'virtual:messages/en/page-blog';
import { englishText } from '~/lib/i18n/content';
import { useT } from '~/lib/i18n/i18n';
import { Img } from '~/components/image';
import type { PostSummary } from '../api/schemas';
import { PostDate } from './post-card';

export const LIST_TEASER_WORDS = 50;

/** A post in the blog list: the first 50 words, Read More to open the rest, Show Less to fold it. */
export function PostListItem({ post, priority }: { post: PostSummary; priority?: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const t = useT(blogTexts);
  const teaser = truncateWords(post.description, LIST_TEASER_WORDS);
  const textId = useId();
  const titleId = useId();
  const href = `/blog-single/${post.slug}`;
  return (
    <article className="post-row" aria-labelledby={titleId}>
      <Link to={href} className="post-row__media" tabIndex={-1} aria-hidden="true">
        <Img
          src={post.featuredImage}
          alt=""
          sizes="(min-width: 1024px) 40vw, 100vw"
          width={960}
          height={640}
          priority={priority}
        />
      </Link>
      <div className="post-row__body">
        <p className="card__location">
          <PostDate iso={post.createdAt} />
        </p>
        <h2 className="post-row__title" id={titleId} {...englishText(post, 'title')}>
          <Link to={href}>{post.title}</Link>
        </h2>
        <p id={textId} className="post-row__text" {...englishText(post, 'description')}>
          {expanded || !teaser.truncated ? post.description : teaser.text}
        </p>
        <div className="post-row__actions">
          {teaser.truncated ? (
            <button
              type="button"
              className="text-link"
              aria-expanded={expanded}
              aria-controls={textId}
              onClick={() => setExpanded((e) => !e)}
            >
              {expanded ? t('page.blog.showLess') : t('page.blog.readMore')}
            </button>
          ) : null}
          <Link to={href} className="text-link">
            {t('page.blog.openArticle')}
            <span className="visually-hidden" {...englishText(post, 'title')}>
              : {post.title}
            </span>
          </Link>
        </div>
      </div>
    </article>
  );
}
