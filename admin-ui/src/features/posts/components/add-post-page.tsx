import { useAddForm } from '@/components/entity/use-add-form';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { useAddPost } from '../api/add-post';
import { postForm } from '../post-values';
import { PostForm } from './post-form';

export function AddPostPage() {
  const form = useAddForm({
    title: 'Add Post',
    definition: postForm,
    add: useAddPost().mutateAsync,
    listPath: '/posts',
    failedText: ADMIN_MESSAGES.post.addFailed,
    publication: { kind: 'post' },
  });
  return (
    <>
      <PageHeader eyebrow="Journal" title="Add Post" back={<GoBackButton fallback="/posts" />} />
      <PostForm {...form} />
    </>
  );
}
