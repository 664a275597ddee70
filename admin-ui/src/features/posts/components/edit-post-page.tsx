import { useParams } from 'react-router';
import { EditShell } from '@/components/entity/edit-shell';
import { removeStoredImage } from '@/components/form/remove-stored';
import { useGoBack } from '@/hooks/use-go-back';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { withDraft } from '@/lib/api-client';
import { savedText } from '@/lib/publication';
import { uploadImage } from '@/lib/upload-image';
import { latestOf } from '@/components/form/use-entity-form';
import { usePost } from '../api/get-post';
import { useRemovePostImage } from '../api/remove-post-image';
import { useUpdatePost } from '../api/update-post';
import { postForm } from '../post-values';
import { PostForm } from './post-form';

const M = ADMIN_MESSAGES.post;

export function EditPostPage() {
  const { id = '' } = useParams();
  const query = usePost(id);
  const flash = useTimedMessage();
  const updatePost = useUpdatePost();
  const removeImage = useRemovePostImage();
  const goBack = useGoBack('/posts');
  return (
    <EditShell
      eyebrow="Journal"
      title="Edit Post"
      subtitle={(p) => p.title}
      query={query}
      flash={flash}
      listPath="/posts"
      detailPath={(p) => `/post/${p._id}`}
      loadErrorText={M.detailFailed}
      loadErrorTimed={false}
      notFoundText={M.notFound}
    >
      {(post) => (
        <PostForm
          key={post._id}
          mode="edit"
          publication={{ kind: 'post', item: post }}
          version={post.updatedAt}
          reload={latestOf(query)}
          initial={() => postForm.from(post)}
          save={async (values, version, draft) =>
            updatePost.mutateAsync({
              id: post._id,
              version,
              body: withDraft(await postForm.body(values, 'edit', uploadImage), draft),
            })
          }
          onSaved={(saved) => flash.show('success', savedText(saved, M.updated))}
          onFailed={() => flash.show('error', M.updateFailed)}
          removeImage={(path) =>
            removeStoredImage(
              () => removeImage.mutateAsync({ postId: post._id, imageName: path }),
              () => undefined,
            )
          }
          message={flash.message}
          onCancel={goBack}
        />
      )}
    </EditShell>
  );
}
