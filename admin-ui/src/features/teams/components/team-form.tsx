import type { Team } from '@estate/contract';
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
import { TEAM_REQUIRED, teamSignature, teamValuesFrom, type TeamFormValues } from '../team-values';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function TeamForm({
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
  initial: TeamFormValues | (() => TeamFormValues);
  save: (values: TeamFormValues, version?: string) => Promise<Team>;
  /** Edit: the updatedAt of the stored team the form was loaded from. */
  version?: string;
  /** Edit: the stored team fetched again (after a 409). */
  reload?: () => Promise<Team>;
  onSaved?: (saved: Team) => void;
  onFailed?: (error: unknown) => void;
  removeImage?: (path: string) => Promise<Removed | false>;
  message: FlashMessage | null;
  onCancel: () => void;
}) {
  const form = useEntityForm<TeamFormValues, Team>({
    initial,
    signature: teamSignature,
    schema: mode === 'add' ? requiredFields(TEAM_REQUIRED) : undefined,
    validate:
      mode === 'add'
        ? (v): Record<string, string> => (EMAIL.test(v.email.trim()) ? {} : { email: 'Enter a valid e-mail address' })
        : undefined,
    save,
    version,
    reload,
    valuesFrom: mode === 'edit' ? teamValuesFrom : undefined,
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
      aria-label={mode === 'add' ? 'Add team member' : 'Edit team member'}
    >
      <div className="entity-form__grid">
        <div className="entity-form__main">
          <Card title="Member">
            <div className="grid grid--2">
              <TextField
                label="Name"
                name="title"
                value={values.title}
                onValueChange={(v) => setField('title', v)}
                required={required}
                error={errors.title}
                autoComplete="off"
              />
              <TextField
                label="Position"
                name="position"
                value={values.position}
                onValueChange={(v) => setField('position', v)}
                required={required}
                error={errors.position}
                hint="Members whose position is CEO appear in the About page's CEO section."
              />
              <TextAreaField
                className="span-2"
                label="Description"
                name="description"
                rows={5}
                value={values.description}
                onValueChange={(v) => setField('description', v)}
                required={required}
                error={errors.description}
              />
            </div>
          </Card>
          <Card title="Contact">
            <div className="grid grid--3">
              <TextField
                label="WhatsApp"
                name="whatsapp"
                type="tel"
                value={values.whatsapp}
                onValueChange={(v) => setField('whatsapp', v)}
                required={required}
                error={errors.whatsapp}
                hint="International format, e.g. +971 50 123 4567"
              />
              <TextField
                label="Phone"
                name="phone"
                type="tel"
                value={values.phone}
                onValueChange={(v) => setField('phone', v)}
                error={errors.phone}
              />
              <TextField
                label="Email"
                name="email"
                type="email"
                value={values.email}
                onValueChange={(v) => setField('email', v)}
                required={required}
                error={errors.email}
              />
            </div>
          </Card>
        </div>
        <aside className="entity-form__side">
          <Card title="Portrait">
            <ImagePicker
              label="Photo"
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
              hint="Optional. A portrait works best (4:5)."
            />
          </Card>
        </aside>
      </div>
      <FormFooter message={message} dirty={form.dirty}>
        <Button variant="ghost" onClick={onCancel}>
          {mode === 'add' ? 'Cancel' : 'Go Back'}
        </Button>
        <Button type="submit" variant="primary" busy={form.submitting}>
          {mode === 'add' ? 'Add Team Member' : 'Update Team Member'}
        </Button>
      </FormFooter>
      <UnsavedChangesDialog blocker={form.blocker} />
      <ConflictDialog form={form} what="team" />
    </form>
  );
}
