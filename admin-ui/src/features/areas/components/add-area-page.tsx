import { useAddForm } from '@/components/entity/use-add-form';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { useAddArea } from '../api/add-area';
import { areaForm } from '../area-values';
import { AreaForm, type Choices } from './area-form';

export function AddAreaPage({
  propertyChoices,
  developmentChoices,
}: {
  propertyChoices: Choices;
  developmentChoices: Choices;
}) {
  const form = useAddForm({
    title: 'Add Area',
    definition: areaForm,
    add: useAddArea().mutateAsync,
    listPath: '/areas',
    failedText: ADMIN_MESSAGES.area.addFailed,
    publication: { kind: 'area' },
  });
  return (
    <>
      <PageHeader
        eyebrow="Area guides"
        title="Add Area"
        description="Only the title is required; everything else can be added later."
        back={<GoBackButton fallback="/areas" />}
      />
      <AreaForm {...form} propertyChoices={propertyChoices} developmentChoices={developmentChoices} />
    </>
  );
}
