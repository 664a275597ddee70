import { useParams } from 'react-router';
import type { ChoiceList } from '@/components/form/choice-list';
import type { SelectOption } from '@/components/form/field';
import { EditShell } from '@/components/entity/edit-shell';
import { ButtonLink } from '@/components/ui/button';
import { useEditForm } from '@/components/entity/use-edit-form';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { failureText } from '@/lib/api-client';
import { savedText } from '@/lib/publication';
import { useProperty } from '../api/get-property';
import { useRemovePropertyImage } from '../api/remove-property-image';
import { useUpdateProperty } from '../api/update-property';
import { propertyForm } from '../property-values';
import { PropertyForm } from './property-form';

const M = ADMIN_MESSAGES.property;

export function EditPropertyPage({ agentChoices }: { agentChoices: ChoiceList<SelectOption> }) {
  const { id = '' } = useParams();
  const query = useProperty(id);
  const updateProperty = useUpdateProperty();
  const removeImage = useRemovePropertyImage();
  const { flash, formProps } = useEditForm({
    query,
    definition: propertyForm,
    update: updateProperty.mutateAsync,
    removeImage: (id, imageName) => removeImage.mutateAsync({ propertyId: id, imageName }),
    listPath: '/properties',
    drafts: 'property',
  });
  return (
    <EditShell
      eyebrow="Properties"
      title="Edit Property"
      subtitle={(item) => item.title}
      documentTitle={(item) => `Edit ${item.title}`}
      query={query}
      flash={flash}
      listPath="/properties"
      detailPath={(item) => `/property/${item._id}`}
      moreActions={(item) => (
        <ButtonLink to={`/property/${item._id}?tab=translations`} variant="ghost">
          Translations
        </ButtonLink>
      )}
      loadErrorText={M.detailFailed}
      // On the property edit page the load error disappears after 3 seconds (admin spec §8).
      loadErrorTimed
      notFoundText={M.notFound}
    >
      {(property) => (
        <PropertyForm
          key={property._id}
          {...formProps(property)}
          agentChoices={agentChoices}
          property={property}
          onSaved={(saved) => flash.show('success', savedText(saved, M.updated))}
          onFailed={(error) => flash.show('error', failureText(error, M.updateFailed))}
        />
      )}
    </EditShell>
  );
}
