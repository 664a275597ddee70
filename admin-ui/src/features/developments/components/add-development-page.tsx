import { useAddForm } from '@/components/entity/use-add-form';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { useAddDevelopment } from '../api/add-development';
import { developmentForm } from '../development-values';
import { DevelopmentForm, type Choices } from './development-form';

export function AddDevelopmentPage({ propertyChoices }: { propertyChoices: Choices }) {
  const form = useAddForm({
    title: 'Add Development',
    definition: developmentForm,
    add: useAddDevelopment().mutateAsync,
    listPath: '/developments',
    failedText: ADMIN_MESSAGES.development.addFailed,
    publication: { kind: 'development' },
  });
  return (
    <>
      <PageHeader
        eyebrow="Developments"
        title="Add Development"
        description="Only the title is required; everything else can be added later."
        back={<GoBackButton fallback="/developments" />}
      />
      <DevelopmentForm {...form} propertyChoices={propertyChoices} />
    </>
  );
}
