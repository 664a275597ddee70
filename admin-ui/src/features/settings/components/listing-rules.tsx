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

/** The agency's publication rules, which the Strapi panel edits too. */
export function ListingRules() {
  return (
    <WithSettings title={TITLE} failed="The listing rules could not be loaded.">
      {(settings) => <ListingRulesForm settings={settings} />}
    </WithSettings>
  );
}

function ListingRulesForm({ settings }: { settings: Settings }) {
  const [required, setRequired] = useState(settings.permitRequiredInDubai);
  const update = useUpdateSettings();
  const flash = useTimedMessage();
  const dirty = required !== settings.permitRequiredInDubai;
  return (
    <form
      aria-label={TITLE}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { permitRequiredInDubai: required },
          {
            onSuccess: () => flash.show('success', 'Listing rules saved.'),
            onError: (error) => flash.show('error', errorText(error, 'The listing rules could not be saved.')),
          },
        );
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
        <FormFooter message={flash.message} dirty={dirty}>
          <Button type="submit" variant="primary" busy={update.isPending}>
            Save listing rules
          </Button>
        </FormFooter>
      </Card>
    </form>
  );
}
