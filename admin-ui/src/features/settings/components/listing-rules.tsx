import { useState } from 'react';
import type { Settings } from '@estate/contract';
import { CheckboxField } from '@/components/form/field';
import { FormFooter } from '@/components/form/form-footer';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { errorText } from '@/lib/api-client';
import { useUpdateSettings } from '../api/update-settings';
import { WithSettings } from './agency-settings';

const TITLE = 'Listing rules';

/**
 * The agency's publication rules, which the Strapi panel edits too: the Dubai permit, and whether
 * agents publish their own listings (docs/decisions/0063).
 */
export function ListingRules() {
  return (
    <WithSettings title={TITLE} failed="The listing rules could not be loaded.">
      {(settings) => <ListingRulesForm settings={settings} />}
    </WithSettings>
  );
}

function ListingRulesForm({ settings }: { settings: Settings }) {
  const [required, setRequired] = useState(settings.permitRequiredInDubai);
  const [agentsPublish, setAgentsPublish] = useState(settings.agentsMayPublish);
  const update = useUpdateSettings();
  const flash = useTimedMessage();
  // Only the rules changed here are sent: the Strapi panel may have changed the other meanwhile.
  const changes = {
    ...(required !== settings.permitRequiredInDubai ? { permitRequiredInDubai: required } : {}),
    ...(agentsPublish !== settings.agentsMayPublish ? { agentsMayPublish: agentsPublish } : {}),
  };
  const dirty = Object.keys(changes).length > 0;
  return (
    <form
      aria-label={TITLE}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(changes, {
          onSuccess: () => flash.show('success', 'Listing rules saved.'),
          onError: (error) => flash.show('error', errorText(error, 'The listing rules could not be saved.')),
        });
      }}
    >
      <Card title={TITLE} description="What a listing needs before it goes on the website.">
        <CheckboxField
          label="Require an advertising permit for Dubai listings"
          name="permitRequiredInDubai"
          checked={required}
          onCheckedChange={setRequired}
          hint="A Dubai listing that is not off-market is not published without its DLD / RERA permit number; drafts may wait for it."
        />
        <CheckboxField
          label="Agents publish their own listings"
          name="agentsMayPublish"
          checked={agentsPublish}
          onCheckedChange={setAgentsPublish}
          hint="When off, an agent's saves stay drafts until an editor or administrator publishes them."
        />
        <FormFooter message={flash.message} dirty={dirty}>
          <Button type="submit" variant="primary" busy={update.isPending}>
            Save listing rules
          </Button>
        </FormFooter>
      </Card>
    </form>
  );
}
