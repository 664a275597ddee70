import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Settings } from '@estate/contract';
import { TextAreaField, TextField } from '@/components/form/field';
import { FormFooter } from '@/components/form/form-footer';
import { UnsavedChangesDialog } from '@/components/form/unsaved-changes-dialog';
import { useEntityForm } from '@/components/form/use-entity-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText } from '@/lib/api-client';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings, type SettingsInput } from '../api/update-settings';

const valuesFrom = (s: Settings): SettingsInput => ({
  agencyName: s.agencyName,
  phone: s.phone,
  email: s.email,
  whatsapp: s.whatsapp,
  address: s.address,
  instagramUrl: s.instagramUrl,
  linkedinUrl: s.linkedinUrl,
  youtubeUrl: s.youtubeUrl,
  founderName: s.founderName,
});
const signature = (v: SettingsInput) => v;
const trimmed = (v: SettingsInput): SettingsInput =>
  Object.fromEntries(Object.entries(v).map(([k, value]) => [k, value.trim()])) as SettingsInput;

/** The agency's contact details shown across the public site (GET/PUT settings). */
export function AgencySettings() {
  return (
    <WithSettings title="Agency details" failed="The agency details could not be loaded.">
      {(settings) => <AgencyForm settings={settings} />}
    </WithSettings>
  );
}

/** A settings card once the settings are loaded: while loading, and if they cannot be, the card says so. */
export function WithSettings({
  title,
  failed,
  children,
}: {
  title: string;
  failed: string;
  children: (settings: Settings) => ReactNode;
}) {
  const query = useSettings();
  if (query.data) return children(query.data);
  return (
    <Card title={title}>
      {query.isPending ? (
        <p className="picker__empty">Loading...</p>
      ) : (
        <p className="flash flash--error" role="alert">
          {failed}
        </p>
      )}
    </Card>
  );
}

function AgencyForm({ settings }: { settings: Settings }) {
  const flash = useTimedMessage();
  const update = useUpdateSettings();
  const form = useEntityForm<SettingsInput, Settings>({
    initial: () => valuesFrom(settings),
    signature,
    save: (values) => update.mutateAsync(trimmed(values)),
    valuesFrom,
    onSaved: () => flash.show('success', ADMIN_MESSAGES.agencyUpdated),
    onFailed: (error) => flash.show('error', errorText(error, ADMIN_MESSAGES.agencyFailed)),
  });
  const { values, setField, errors } = form;
  const field = (key: keyof SettingsInput, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      name={key}
      value={values[key]}
      onValueChange={(v) => setField(key, v)}
      error={errors[key]}
      {...extra}
    />
  );

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Agency details">
      <Card title="Agency details" description="Shown in the site's header, footer, enquiry popup and legal pages.">
        <div className="grid grid--2">
          {field('agencyName', 'Agency name')}
          {field('founderName', 'Founder name', { hint: 'This team member is listed first on the About page.' })}
          {field('phone', 'Phone', { type: 'tel' })}
          {field('whatsapp', 'WhatsApp', { type: 'tel' })}
          {field('email', 'Email', { type: 'email' })}
          <TextAreaField
            className="span-2"
            label="Address"
            name="address"
            rows={2}
            value={values.address}
            onValueChange={(v) => setField('address', v)}
            error={errors.address}
            hint={
              <>
                In English. Visitors reading Arabic, Russian or Chinese see its translation from the{' '}
                <Link to={{ search: '?tab=translations' }}>Translations tab</Link>.
              </>
            }
          />
          {field('instagramUrl', 'Instagram URL', { type: 'url', placeholder: 'https://' })}
          {field('linkedinUrl', 'LinkedIn URL', { type: 'url', placeholder: 'https://' })}
          {field('youtubeUrl', 'YouTube URL', { type: 'url', placeholder: 'https://' })}
        </div>
        <FormFooter message={flash.message} dirty={form.dirty}>
          <Button type="submit" variant="primary" busy={form.submitting}>
            Save agency details
          </Button>
        </FormFooter>
      </Card>
      <UnsavedChangesDialog blocker={form.blocker} />
    </form>
  );
}
