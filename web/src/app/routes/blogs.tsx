import blogTexts from 'virtual:messages/en/page-blog';
import { EmptyState } from '~/components/empty-state';
import { PageHero } from '~/components/page-hero';
import { postsQuery, usePosts } from '~/features/blog/api/get-posts';
import { PostListItem } from '~/features/blog/components/post-list-item';
import { Island } from '~/islands/island';
import type { IslandsHandle } from '~/islands/islands-page';
import { localeOfRequest } from '~/lib/i18n/content';
import { translator, useLocale, useT } from '~/lib/i18n/i18n';
import { prefetching } from '~/lib/route-data';
import { publicConfigFrom } from '~/lib/seo';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/blogs';

/** A list of links: served as islands, each post's Read More its own (decision 0107). */
export const handle: IslandsHandle = { islands: true };

/** The posts in the page's language (docs/decisions/0102). */
const load = ({ request }: { request: Request }) => prefetching(postsQuery(localeOfRequest(request)))();

export const loader = load;
export const clientLoader = load;

export const meta: Route.MetaFunction = ({ matches }) => {
  const config = publicConfigFrom(matches);
  const t = translator(config.locale ?? 'en', blogTexts);
  return staticMeta(matches, {
    title: t('page.blog.metaTitle'),
    description: t('page.blog.metaDescription', { agency: config.agencyName }),
    path: '/blogs',
    crumb: t('nav.insights'),
  });
};

export default function Blogs() {
  const posts = usePosts(useLocale());
  const t = useT(blogTexts);
  return (
    <>
      <PageHero size="short" eyebrow={t('nav.insights')} title={t('page.blog.title')} lead={t('page.blog.lead')} />
      <section className="section">
        <div className="container blog-list">
          {posts.isPending ? (
            Array.from({ length: 3 }, (_, i) => <div key={i} className="skeleton post-row__skeleton" />)
          ) : posts.data && posts.data.length ? (
            posts.data.map((p, i) => (
              <Island
                key={p._id}
                name="post-list-item"
                component={PostListItem}
                props={{ post: p, priority: i === 0 }}
                hydrate="visible"
              />
            ))
          ) : (
            <EmptyState title={t('page.blog.empty')}>
              <p>{t('page.blog.emptyHint')}</p>
            </EmptyState>
          )}
        </div>
      </section>
    </>
  );
}
