import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AgencySettings } from './agency-settings';
import { BuyingCostSettings } from './buying-cost-settings';
import { FeaturedSettings, type Choices } from './featured-settings';
import { ListingRules, SignInRules } from './listing-rules';
import { PipelineSettings } from './pipeline-settings';

export function SettingsPage({
  propertyChoices,
  developmentChoices,
}: {
  propertyChoices: Choices;
  developmentChoices: Choices;
}) {
  useDocumentTitle('Settings');
  return (
    <>
      <PageHeader eyebrow="Site" title="Settings" />
      <div className="stack">
        <FeaturedSettings propertyChoices={propertyChoices} developmentChoices={developmentChoices} />
        <AgencySettings />
        <BuyingCostSettings />
        <ListingRules />
        <SignInRules />
        <PipelineSettings />
        <Card
          title="Mails"
          description="The mails the agency sends to visitors, buyers and the team, each filled with sample data."
        >
          <ButtonLink to="/mail-previews" size="sm">
            Preview the mails
          </ButtonLink>
        </Card>
      </div>
    </>
  );
}
