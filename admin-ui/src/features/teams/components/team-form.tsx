import type { Team } from '@estate/contract';
import { FormTextFields } from '@/components/form/form-text-fields';
import { OneImageFormFrame, useKindForm, type EntityFormProps } from '@/components/form/listing-form-parts';
import { Card } from '@/components/ui/card';
import { TEAM_REQUIRED, teamForm, type TeamFormValues } from '../team-values';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function TeamForm(props: EntityFormProps<TeamFormValues, Team>) {
  const { form, remove } = useKindForm(teamForm, props, {
    required: TEAM_REQUIRED,
    validate: (v): Record<string, string> =>
      EMAIL.test(v.email.trim()) ? {} : { email: 'Enter a valid e-mail address' },
  });
  const required = props.mode === 'add';

  return (
    <OneImageFormFrame
      {...props}
      form={form}
      remove={remove}
      noun="Team Member"
      kind="team"
      what="team"
      image={{
        title: 'Portrait',
        name: 'featuredImage',
        label: 'Photo',
        hint: 'Optional. A portrait works best (4:5).',
      }}
    >
      <Card title="Member">
        <div className="grid grid--2">
          <FormTextFields
            form={form}
            fields={[
              { name: 'title', label: 'Name', required, autoComplete: 'off' },
              {
                name: 'position',
                label: 'Position',
                required,
                hint: "Members whose position is CEO appear in the About page's CEO section.",
              },
              { name: 'description', label: 'Description', className: 'span-2', multiline: true, rows: 5, required },
            ]}
          />
        </div>
      </Card>
      <Card title="Contact">
        <div className="grid grid--3">
          <FormTextFields
            form={form}
            fields={[
              {
                name: 'whatsapp',
                label: 'WhatsApp',
                type: 'tel',
                required,
                hint: 'International format, e.g. +971 50 123 4567',
              },
              { name: 'phone', label: 'Phone', type: 'tel' },
              { name: 'email', label: 'Email', type: 'email', required },
            ]}
          />
        </div>
      </Card>
    </OneImageFormFrame>
  );
}
