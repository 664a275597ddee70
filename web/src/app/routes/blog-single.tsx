import { Link } from 'react-router';
import blogTexts from 'virtual:messages/en/page-blog';
import { Img, preloadImage } from '~/components/image';
import { postQuery, usePost } from '~/features/blog/api/get-post';
import { PostDate } from '~/features/blog/components/post-card';
import { RichText } from '~/features/blog/components/rich-text';
import { SubscribeForm } from '~/features/leads/components/subscribe-form';
import { Island } from '~/islands/island';
import type { IslandsHandle } from '~/islands/islands-page';
import { addressesIn, englishText, localeOfRequest } from '~/lib/i18n/content';
import { translator, useLocale, useT } from '~/lib/i18n/i18n';
import { previewOf } from '~/lib/preview';
import { requiredOrPreview, toOwnAddress, withQueries } from '~/lib/route-data';
import { absoluteUrl, breadcrumbs, describe, publicConfigFrom, seoMeta, shareImage } from '~/lib/seo';
import type { Route } from './+types/blog-single';

/** A post without its own picture opens with the site's default banner. */
export const DEFAULT_POST_IMAGE = '/images/banner-insights.jpg';

/** A post is read, not worked with: its page hydrates only its interactive parts (decision 0107). */
export const handle: IslandsHandle = { islands: true };

/** The post by the page's address, at its own address in the page's language (301 otherwise). */
function load(slug: string, request: Request) {
  const preview = previewOf(request, 'post');
  return withQueries(async (client) => {
    const post = await requiredOrPreview(client, postQuery(slug, localeOfRequest(request)), preview);
    if (!preview) toOwnAddress(request, '/blog-single/', slug, post);
    return {
      preview: !!preview,
      alternates: addressesIn(post.slugs, '/blog-single/'),
      head: {
        slug: post.slug,
        // The post's address in each language, for the alternates (docs/decisions/0102).
        slugs: post.slugs ?? null,
        title: post.title,
        description: post.description,
        image: post.featuredImage,
        createdAt: post.createdAt,
        updatedAt: post.updatedAt,
      },
    };
  });
}

export const loader = ({ params, request }: Route.LoaderArgs) => load(params.slug, request);
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) => load(params.slug, request);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const config = publicConfigFrom(matches);
  const p = loaderData.head;
  const path = `/blog-single/${p.slug}`;
  return seoMeta(matches, {
    title: p.title,
    description: describe(p.description),
    path,
    alternates: addressesIn(p.slugs, '/blog-single/'),
    // A draft preview is never indexed (docs/decisions/0036).
    noindex: loaderData.preview,
    type: 'article',
    image: p.image,
    imageAlt: p.title,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: p.title,
        description: describe(p.description, 300),
        image: shareImage(config.siteUrl, p.image),
        datePublished: p.createdAt,
        dateModified: p.updatedAt,
        mainEntityOfPage: absoluteUrl(config.siteUrl, path),
        author: { '@type': 'Organization', name: config.agencyName },
        publisher: { '@type': 'Organization', name: config.agencyName },
      },
      breadcrumbs(config.siteUrl, [
        { name: translator(config.locale ?? 'en')('nav.insights'), path: '/blogs' },
        { name: p.title, path },
      ]),
    ],
    extra: [preloadImage(p.image || DEFAULT_POST_IMAGE, '100vw', 1920)],
  });
};

export default function BlogSingle({ params }: Route.ComponentProps) {
  const { data: post } = usePost(params.slug, useLocale());
  const t = useT(blogTexts);
  if (!post) return null;
  return (
    <article className="post">
      <header className="page-hero post__hero">
        <div className="page-hero__media">
          <Img
            src={post.featuredImage || DEFAULT_POST_IMAGE}
            alt=""
            sizes="100vw"
            width={1920}
            height={1080}
            priority
            maxWidth={1920}
          />
        </div>
        <div className="container">
          <div className="page-hero__content reveal">
            <p className="eyebrow eyebrow--light">
              <Link to="/blogs">{t('nav.insights')}</Link> · <PostDate iso={post.createdAt} />
            </p>
            <h1 className="page-hero__title post__title" {...englishText(post, 'title')}>
              {post.title}
            </h1>
          </div>
        </div>
      </header>
      <div className="container post__body">
        {post.description ? (
          <p className="post__standfirst" {...englishText(post, 'description')}>
            {post.description}
          </p>
        ) : null}
        <RichText html={post.richContent} {...englishText(post, 'richContent')} />
        <aside className="post__subscribe" aria-label={t('page.blog.subscribe')}>
          <p className="eyebrow">{t('footer.eyebrow')}</p>
          <p className="post__subscribe-title">{t('page.blog.subscribeTitle')}</p>
          <Island
            name="subscribe"
            component={SubscribeForm}
            props={{ tone: 'light', anchor: 'subscribe-post' }}
            hydrate="visible"
            query
          />
        </aside>
        <Link to="/blogs" className="text-link">
          {t('page.blog.all')}
        </Link>
      </div>
    </article>
  );
}
