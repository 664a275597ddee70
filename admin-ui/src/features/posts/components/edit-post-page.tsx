import { useParams } from 'react-router';
import { EditShell } from '@/components/entity/edit-shell';
import { ButtonLink } from '@/components/ui/button';
import { useEditForm } from '@/components/entity/use-edit-form';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { failureText } from '@/lib/api-client';
import { savedText } from '@/lib/publication';
import { usePost } from '../api/get-post';
import { useRemovePostImage } from '../api/remove-post-image';
import { useUpdatePost } from '../api/update-post';
import { postForm } from '../post-values';
import { PostForm } from './post-form';

const M = ADMIN_MESSAGES.post;

export function EditPostPage() {
  const { id = '' } = useParams();
  const query = usePost(id);
  const updatePost = useUpdatePost();
  const removeImage = useRemovePostImage();
  const { flash, formProps } = useEditForm({
    query,
    definition: postForm,
    update: updatePost.mutateAsync,
    removeImage: (id, imageName) => removeImage.mutateAsync({ postId: id, imageName }),
    listPath: '/posts',
    drafts: 'post',
  });
  return (
    <EditShell
      eyebrow="Journal"
      title="Edit Post"
      subtitle={(p) => p.title}
      query={query}
      flash={flash}
      listPath="/posts"
      detailPath={(p) => `/post/${p._id}`}
      moreActions={(p) => (
        <ButtonLink to={`/post/${p._id}?tab=translations`} variant="ghost">
          Translations
        </ButtonLink>
      )}
      loadErrorText={M.detailFailed}
      loadErrorTimed={false}
      notFoundText={M.notFound}
    >
      {(post) => (
        <PostForm
          key={post._id}
          {...formProps(post)}
          onSaved={(saved) => flash.show('success', savedText(saved, M.updated))}
          onFailed={(error) => flash.show('error', failureText(error, M.updateFailed))}
        />
      )}
    </EditShell>
  );
}
