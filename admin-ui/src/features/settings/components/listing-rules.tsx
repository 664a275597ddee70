import { useState } from 'react';
import type { Settings } from '@estate/contract';
import { CheckboxField } from '@/components/form/field';
import { FormFooter } from '@/components/form/form-footer';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { errorText } from '@/lib/api-client';
import { useUpdateSettings, type SettingsRule } from '../api/update-settings';
import { WithSettings } from './agency-settings';

/** A rule of the agency as a checkbox: the setting it is, and how the form words it. */
interface Rule {
  name: SettingsRule;
  label: string;
  hint: string;
}

/**
 * The agency's publication rules, which the Strapi panel edits too: the Dubai permit, and whether
 * agents publish their own listings (docs/decisions/0063).
 */
export function ListingRules() {
  return (
    <RulesCard
      title="Listing rules"
      description="What a listing needs before it goes on the website."
      submitLabel="Save listing rules"
      rules={[
        {
          name: 'permitRequiredInDubai',
          label: 'Require an advertising permit for Dubai listings',
          hint: 'A Dubai listing that is not off-market is not published without its DLD / RERA permit number; drafts may wait for it.',
        },
        {
          name: 'agentsMayPublish',
          label: 'Agents publish their own listings',
          hint: "When off, an agent's saves stay drafts until an editor or administrator publishes them.",
        },
      ]}
    />
  );
}

/**
 * How staff sign in (docs/decisions/0065): whether administrators must use two-factor sign-in.
 * One without it may then only set it up, at their next page, until it is on.
 */
export function SignInRules() {
  return (
    <RulesCard
      title="Staff sign-in"
      description="How members of the team sign in to the staff area."
      submitLabel="Save sign-in rules"
      rules={[
        {
          name: 'requireTwoFactorForAdministrators',
          label: 'Require two-factor sign-in for administrators',
          hint: 'Administrators then sign in with a code from an authenticator app after their password. One who has not set it up yet, you included, is asked to before anything else.',
        },
      ]}
    />
  );
}

function RulesCard(props: { title: string; description: string; submitLabel: string; rules: readonly Rule[] }) {
  return (
    <WithSettings title={props.title} failed={`The ${props.title.toLowerCase()} could not be loaded.`}>
      {(settings) => <RulesForm settings={settings} {...props} />}
    </WithSettings>
  );
}

function RulesForm({
  settings,
  title,
  description,
  submitLabel,
  rules,
}: {
  settings: Settings;
  title: string;
  description: string;
  submitLabel: string;
  rules: readonly Rule[];
}) {
  const [values, setValues] = useState(() => Object.fromEntries(rules.map((r) => [r.name, settings[r.name]])));
  const update = useUpdateSettings();
  const flash = useTimedMessage();
  // Only the rules changed here are sent: the Strapi panel may have changed the others meanwhile.
  const changes = Object.fromEntries(
    rules.filter((r) => values[r.name] !== settings[r.name]).map((r) => [r.name, values[r.name]]),
  );
  const dirty = Object.keys(changes).length > 0;
  return (
    <form
      aria-label={title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(changes, {
          onSuccess: () => flash.show('success', `${title} saved.`),
          onError: (error) => flash.show('error', errorText(error, `The ${title.toLowerCase()} could not be saved.`)),
        });
      }}
    >
      <Card title={title} description={description}>
        {rules.map((rule) => (
          <CheckboxField
            key={rule.name}
            label={rule.label}
            name={rule.name}
            checked={values[rule.name] ?? false}
            onCheckedChange={(checked) => setValues((v) => ({ ...v, [rule.name]: checked }))}
            hint={rule.hint}
          />
        ))}
        <FormFooter message={flash.message} dirty={dirty}>
          <Button type="submit" variant="primary" busy={update.isPending}>
            {submitLabel}
          </Button>
        </FormFooter>
      </Card>
    </form>
  );
}
