import type { Post } from '@estate/contract';
import { TextAreaField, TextField } from '@/components/form/field';
import { FormFooter } from '@/components/form/form-footer';
import { ImagePicker } from '@/components/form/image-picker';
import type { FormMode } from '@/components/form/listing-body';
import { UnsavedChangesDialog } from '@/components/form/unsaved-changes-dialog';
import { requireFields, useEntityForm } from '@/components/form/use-entity-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { FlashMessage } from '@/hooks/use-timed-message';
import { postSignature, postValuesFrom, type PostFormValues } from '../post-values';
import { RichTextField } from './rich-text-field';

export function PostForm({
  mode,
  initial,
  save,
  onSaved,
  onFailed,
  removeImage,
  message,
  onCancel,
}: {
  mode: FormMode;
  initial: PostFormValues | (() => PostFormValues);
  save: (values: PostFormValues) => Promise<Post>;
  onSaved?: (saved: Post) => void;
  onFailed?: (error: unknown) => void;
  removeImage?: (path: string) => Promise<boolean>;
  message: FlashMessage | null;
  onCancel: () => void;
}) {
  const form = useEntityForm<PostFormValues, Post>({
    initial,
    signature: postSignature,
    validate:
      mode === 'add'
        ? (v) =>
            requireFields(v, [
              ['title', 'Title'],
              ['description', 'Description'],
            ])
        : undefined,
    save,
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
                if (await removeImage(item.path)) form.applySaved((v) => ({ ...v, featuredImage: null }));
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
    </form>
  );
}
