import type { Post } from '@estate/contract';
import { TextAreaField, TextField } from '@/components/form/field';
import { FormFooter } from '@/components/form/form-footer';
import { ImagePicker } from '@/components/form/image-picker';
import type { FormMode } from '@/components/form/listing-body';
import { ConflictDialog } from '@/components/form/conflict-dialog';
import type { Removed } from '@/components/form/remove-stored';
import { UnsavedChangesDialog } from '@/components/form/unsaved-changes-dialog';
import { requiredFields, useEntityForm } from '@/components/form/use-entity-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { FlashMessage } from '@/hooks/use-timed-message';
import { postSignature, postValuesFrom, type PostFormValues } from '../post-values';
import { RichTextField } from './rich-text-field';

export function PostForm({
  mode,
  initial,
  save,
  version,
  reload,
  onSaved,
  onFailed,
  removeImage,
  message,
  onCancel,
}: {
  mode: FormMode;
  initial: PostFormValues | (() => PostFormValues);
  save: (values: PostFormValues, version?: string) => Promise<Post>;
  /** Edit: the updatedAt of the stored post the form was loaded from. */
  version?: string;
  /** Edit: the stored post fetched again (after a 409). */
  reload?: () => Promise<Post>;
  onSaved?: (saved: Post) => void;
  onFailed?: (error: unknown) => void;
  removeImage?: (path: string) => Promise<Removed | false>;
  message: FlashMessage | null;
  onCancel: () => void;
}) {
  const form = useEntityForm<PostFormValues, Post>({
    initial,
    signature: postSignature,
    schema:
      mode === 'add'
        ? requiredFields([
            ['title', 'Title'],
            ['description', 'Description'],
          ])
        : undefined,
    save,
    version,
    reload,
    valuesFrom: mode === 'edit' ? postValuesFrom : undefined,
    leavesAfterSave: mode === 'add',
    onSaved,
    onFailed,
  });
  const { values, setField, errors } = form;
  const required = mode === 'add';

  return (
    <form
      className="entity-form"
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={mode === 'add' ? 'Add post' : 'Edit post'}
    >
      <div className="entity-form__grid">
        <div className="entity-form__main">
          <Card title="Article">
            <TextField
              label="Title"
              name="title"
              value={values.title}
              onValueChange={(v) => setField('title', v)}
              required={required}
              error={errors.title}
            />
            <TextAreaField
              label="Description"
              name="description"
              rows={3}
              value={values.description}
              onValueChange={(v) => setField('description', v)}
              required={required}
              error={errors.description}
              hint="The teaser shown on the blog list and the home page slider."
            />
            <RichTextField
              label="Content"
              value={values.richContent}
              onChange={(html) => setField('richContent', html)}
              onNormalize={(html) => form.applySaved((v) => ({ ...v, richContent: html }))}
              error={errors.richContent}
            />
          </Card>
        </div>
        <aside className="entity-form__side">
          <Card title="Featured image">
            <ImagePicker
              label="Featured image"
              name="featuredImage"
              value={values.featuredImage}
              onChange={(item) => setField('featuredImage', item)}
              onRemove={async (item) => {
                if (item.kind === 'new' || !removeImage) return setField('featuredImage', null);
                {
                  const removed = await removeImage(item.path);
                  if (removed) form.applySaved((v) => ({ ...v, featuredImage: null }), removed.version);
                }
              }}
              error={errors.featuredImage}
              hint="Optional. Shown as the article's banner."
            />
          </Card>
        </aside>
      </div>
      <FormFooter message={message} dirty={form.dirty}>
        <Button variant="ghost" onClick={onCancel}>
          {mode === 'add' ? 'Cancel' : 'Go Back'}
        </Button>
        <Button type="submit" variant="primary" busy={form.submitting}>
          {mode === 'add' ? 'Add Post' : 'Update Post'}
        </Button>
      </FormFooter>
      <UnsavedChangesDialog blocker={form.blocker} />
      <ConflictDialog form={form} what="post" />
    </form>
  );
}
