import type { ChoiceList } from '@/components/form/choice-list';
import type { SelectOption } from '@/components/form/field';
import { useAddForm } from '@/components/entity/use-add-form';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { useAddProperty } from '../api/add-property';
import { propertyForm } from '../property-values';
import { PropertyForm } from './property-form';

export function AddPropertyPage({ agentChoices }: { agentChoices: ChoiceList<SelectOption> }) {
  const form = useAddForm({
    title: 'Add Property',
    definition: propertyForm,
    add: useAddProperty().mutateAsync,
    listPath: '/properties',
    failedText: ADMIN_MESSAGES.property.addFailed,
    publication: { kind: 'property' },
  });
  return (
    <>
      <PageHeader
        eyebrow="Properties"
        title="Add Property"
        description="Only the title is required; everything else can be added later."
        back={<GoBackButton fallback="/properties" />}
      />
      <PropertyForm {...form} agentChoices={agentChoices} />
    </>
  );
}
