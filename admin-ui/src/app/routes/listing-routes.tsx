import { SETTINGS_TRANSLATION_ID } from '@estate/contract';
import { AddAreaPage } from '@/features/areas/components/add-area-page';
import { EditAreaPage } from '@/features/areas/components/edit-area-page';
import { AddDevelopmentPage } from '@/features/developments/components/add-development-page';
import { EditDevelopmentPage } from '@/features/developments/components/edit-development-page';
import { AddPropertyPage } from '@/features/properties/components/add-property-page';
import { EditPropertyPage } from '@/features/properties/components/edit-property-page';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { TranslationsPanel } from '@/features/translations/components/translations-panel';
import { useAgentChoices, useDevelopmentChoices, usePropertyChoices } from './choices';

export function AddPropertyRoute() {
  return <AddPropertyPage agentChoices={useAgentChoices()} />;
}

export function EditPropertyRoute() {
  return <EditPropertyPage agentChoices={useAgentChoices()} />;
}

export function AddDevelopmentRoute() {
  return <AddDevelopmentPage propertyChoices={usePropertyChoices()} />;
}

export function EditDevelopmentRoute() {
  return <EditDevelopmentPage propertyChoices={usePropertyChoices()} />;
}

export function AddAreaRoute() {
  return <AddAreaPage propertyChoices={usePropertyChoices()} developmentChoices={useDevelopmentChoices()} />;
}

export function EditAreaRoute() {
  return <EditAreaPage propertyChoices={usePropertyChoices()} developmentChoices={useDevelopmentChoices()} />;
}

/** The settings' Translations tab: the agency's address in each language (docs/decisions/0102). */
const SETTINGS_TRANSLATIONS = () => (
  <TranslationsPanel
    kind="setting"
    itemId={SETTINGS_TRANSLATION_ID}
    description="The agency's address in each language, as the site's footer and legal pages show it. Its name, phone numbers, e-mail and links are the same in every language."
  />
);

export function SettingsRoute() {
  return (
    <SettingsPage
      propertyChoices={usePropertyChoices()}
      developmentChoices={useDevelopmentChoices()}
      translations={SETTINGS_TRANSLATIONS}
    />
  );
}
