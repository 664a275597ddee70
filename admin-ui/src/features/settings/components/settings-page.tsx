import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { SectionTabs } from '@/components/ui/section-tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AgencySettings } from './agency-settings';
import { BuyingCostSettings } from './buying-cost-settings';
import { FeaturedSettings, type Choices } from './featured-settings';
import { ListingRules, SignInRules } from './listing-rules';
import { PipelineSettings } from './pipeline-settings';

/** What the settings' Translations tab shows (the app layer gives it: features/translations). */
export type SettingsTranslationsSlot = () => ReactNode;

type Tab = 'settings' | 'translations';
const TAB_LABELS: Record<Tab, string> = { settings: 'Settings', translations: 'Translations' };

/**
 * The site's settings; with `translations`, a Translations tab (?tab=translations, as an item's
 * detail page has) edits the agency's address in each language.
 */
export function SettingsPage({
  propertyChoices,
  developmentChoices,
  translations,
}: {
  propertyChoices: Choices;
  developmentChoices: Choices;
  translations?: SettingsTranslationsSlot;
}) {
  useDocumentTitle('Settings');
  const [params] = useSearchParams();
  const tabs: Tab[] = ['settings', ...(translations ? (['translations'] as const) : [])];
  const tab = tabs.find((t) => t !== 'settings' && t === params.get('tab')) ?? 'settings';
  return (
    <>
      <PageHeader eyebrow="Site" title="Settings" />
      {tabs.length > 1 ? <SectionTabs label="Settings sections" tabs={tabs} labels={TAB_LABELS} current={tab} /> : null}
      {tab === 'translations' && translations ? (
        translations()
      ) : (
        <SettingsSections propertyChoices={propertyChoices} developmentChoices={developmentChoices} />
      )}
    </>
  );
}

function SettingsSections({
  propertyChoices,
  developmentChoices,
}: {
  propertyChoices: Choices;
  developmentChoices: Choices;
}) {
  return (
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
  );
}
