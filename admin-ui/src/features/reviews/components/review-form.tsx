import type { Review } from '@estate/contract';
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
import { reviewSignature, reviewValuesFrom, type ReviewFormValues } from '../review-values';

export function ReviewForm({
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
  initial: ReviewFormValues | (() => ReviewFormValues);
  save: (values: ReviewFormValues, version?: string) => Promise<Review>;
  /** Edit: the updatedAt of the stored review the form was loaded from. */
  version?: string;
  /** Edit: the stored review fetched again (after a 409). */
  reload?: () => Promise<Review>;
  onSaved?: (saved: Review) => void;
  onFailed?: (error: unknown) => void;
  removeImage?: (path: string) => Promise<Removed | false>;
  message: FlashMessage | null;
  onCancel: () => void;
}) {
  const form = useEntityForm<ReviewFormValues, Review>({
    initial,
    signature: reviewSignature,
    schema:
      mode === 'add'
        ? requiredFields([
            ['title', 'Title'],
            ['description', 'Description'],
            ['userName', 'User name'],
          ])
        : undefined,
    save,
    version,
    reload,
    latestValues: reviewValuesFrom,
    // Both add and update go back to the list after saving (admin spec §4).
    leavesAfterSave: true,
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
      aria-label={mode === 'add' ? 'Add review' : 'Edit review'}
    >
      <div className="entity-form__grid">
        <div className="entity-form__main">
          <Card title="Review">
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
              rows={6}
              value={values.description}
              onValueChange={(v) => setField('description', v)}
              required={required}
              error={errors.description}
              hint="The client's words, as they should appear on the site."
            />
            <TextField
              label="User name"
              name="userName"
              value={values.userName}
              onValueChange={(v) => setField('userName', v)}
              required={required}
              error={errors.userName}
            />
          </Card>
        </div>
        <aside className="entity-form__side">
          <Card title="Client photo">
            <ImagePicker
              label="User image"
              name="userImage"
              value={values.userImage}
              onChange={(item) => setField('userImage', item)}
              onRemove={async (item) => {
                if (item.kind === 'new' || !removeImage) return setField('userImage', null);
                {
                  const removed = await removeImage(item.path);
                  if (removed) form.applySaved((v) => ({ ...v, userImage: null }), removed.version);
                }
              }}
              error={errors.userImage}
              hint="Optional."
            />
          </Card>
        </aside>
      </div>
      <FormFooter message={message} dirty={form.dirty}>
        <Button variant="ghost" onClick={onCancel}>
          {mode === 'add' ? 'Cancel' : 'Go Back'}
        </Button>
        <Button type="submit" variant="primary" busy={form.submitting}>
          {mode === 'add' ? 'Add Review' : 'Update Review'}
        </Button>
      </FormFooter>
      <UnsavedChangesDialog blocker={form.blocker} />
      <ConflictDialog form={form} what="review" />
    </form>
  );
}
