import { AddAreaPage } from '@/features/areas/components/add-area-page';
import { EditAreaPage } from '@/features/areas/components/edit-area-page';
import { AddDevelopmentPage } from '@/features/developments/components/add-development-page';
import { EditDevelopmentPage } from '@/features/developments/components/edit-development-page';
import { AddPropertyPage } from '@/features/properties/components/add-property-page';
import { EditPropertyPage } from '@/features/properties/components/edit-property-page';
import { SettingsPage } from '@/features/settings/components/settings-page';
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

export function SettingsRoute() {
  return <SettingsPage propertyChoices={usePropertyChoices()} developmentChoices={useDevelopmentChoices()} />;
}
