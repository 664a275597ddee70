import { useNavigate } from 'react-router';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText, withDraft } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { uploadImage } from '@/lib/upload-image';
import { useAddPost } from '../api/add-post';
import { postForm } from '../post-values';
import { PostForm } from './post-form';

export function AddPostPage() {
  useDocumentTitle('Add Post');
  const navigate = useNavigate();
  const flash = useTimedMessage();
  const addPost = useAddPost();
  return (
    <>
      <PageHeader eyebrow="Journal" title="Add Post" back={<GoBackButton fallback="/posts" />} />
      <PostForm
        mode="add"
        publication={{ kind: 'post' }}
        initial={postForm.empty}
        save={async (values, _version, draft) =>
          addPost.mutateAsync(withDraft(await postForm.body(values, 'add', uploadImage), draft))
        }
        onSaved={() => navigate(getToken() ? '/posts' : '/login')}
        onFailed={(error) => flash.show('error', errorText(error, ADMIN_MESSAGES.post.addFailed))}
        message={flash.message}
        onCancel={() => navigate('/posts')}
      />
    </>
  );
}
