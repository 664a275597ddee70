import { useParams } from 'react-router';
import { DetailImage, DetailItem, DetailList, formatDate } from '@/components/detail/detail';
import { DetailShell, type HistorySlot, type TranslationsSlot } from '@/components/entity/detail-shell';
import { Card } from '@/components/ui/card';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { publicUrl } from '@/lib/media';
import { useDeletePost } from '../api/delete-post';
import { usePost } from '../api/get-post';

const M = ADMIN_MESSAGES.post;

/**
 * /admin/post/:id, read-only; `translations` and `history` are its Translations and History tabs,
 * which the app layer composes.
 */
export function PostDetailPage({ history, translations }: { history?: HistorySlot; translations?: TranslationsSlot }) {
  const { id = '' } = useParams();
  const query = usePost(id);
  const deletePost = useDeletePost();
  return (
    <DetailShell
      resource="post"
      eyebrow="Post"
      query={query}
      titleOf={(p) => p.title}
      listPath="/posts"
      editPath={(p) => `/update-post/${p._id}`}
      publicHref={(p) => publicUrl('post', p.slug)}
      deleteLabel="Delete Post"
      deleteMutation={deletePost}
      deleteFailedText={M.deleteFailed}
      loadErrorText={M.detailFailed}
      notFoundText={M.notFound}
      translations={translations}
      history={history}
    >
      {(post) => (
        <div className="detail-grid">
          <div className="detail-grid__main">
            <Card title="Overview">
              <DetailList>
                <DetailItem label="Slug">
                  <code className="slug">{post.slug}</code>
                </DetailItem>
                <DetailItem label="Published">{formatDate(post.createdAt)}</DetailItem>
                <DetailItem label="Last updated">{formatDate(post.updatedAt, true)}</DetailItem>
                <DetailItem label="Description" wide>
                  {post.description}
                </DetailItem>
              </DetailList>
            </Card>
            <Card title="Content">
              {post.richContent.trim() ? (
                // The body was sanitised by the server on save (allowlisted tags and attributes only).
                <div className="rich-preview" dangerouslySetInnerHTML={{ __html: post.richContent }} />
              ) : (
                <p className="picker__empty">No content yet.</p>
              )}
            </Card>
          </div>
          <aside className="detail-grid__side">
            <Card title="Featured image">
              <DetailImage path={post.featuredImage} alt={`${post.title}, featured image`} />
            </Card>
          </aside>
        </div>
      )}
    </DetailShell>
  );
}
