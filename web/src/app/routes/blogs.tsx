import { EmptyState } from '~/components/empty-state';
import { PageHero } from '~/components/page-hero';
import { postsQuery, usePosts } from '~/features/blog/api/get-posts';
import { PostListItem } from '~/features/blog/components/post-list-item';
import { prefetching } from '~/lib/route-data';
import { publicConfigFrom } from '~/lib/seo';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/blogs';

const load = prefetching(postsQuery());

export const loader = load;
export const clientLoader = load;

export const meta: Route.MetaFunction = ({ matches }) =>
  staticMeta(matches, {
    title: 'Insights: notes from the Dubai property market',
    description: `Market notes, buying advice and community guides from the advisors of ${publicConfigFrom(matches).agencyName}.`,
    path: '/blogs',
    crumb: 'Insights',
  });

export default function Blogs() {
  const posts = usePosts();
  return (
    <>
      <PageHero
        size="short"
        eyebrow="Insights"
        title="Notes from the market"
        lead="What is selling, what is next, and what we would tell a friend before they buy."
      />
      <section className="section">
        <div className="container blog-list">
          {posts.isPending ? (
            Array.from({ length: 3 }, (_, i) => <div key={i} className="skeleton post-row__skeleton" />)
          ) : posts.data && posts.data.length ? (
            posts.data.map((p, i) => <PostListItem key={p._id} post={p} priority={i === 0} />)
          ) : (
            <EmptyState title="Our first market notes are coming soon">
              <p>Subscribe below and they will reach you first.</p>
            </EmptyState>
          )}
        </div>
      </section>
    </>
  );
}
