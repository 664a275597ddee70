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
      </div>
    </>
  );
}
