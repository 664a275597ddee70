import { useParams } from 'react-router';
import type { ChoiceList } from '@/components/form/choice-list';
import type { SelectOption } from '@/components/form/field';
import { EditShell } from '@/components/entity/edit-shell';
import { removeStoredImage } from '@/components/form/remove-stored';
import { useGoBack } from '@/hooks/use-go-back';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { withDraft } from '@/lib/api-client';
import { savedText } from '@/lib/publication';
import { uploadImage } from '@/lib/upload-image';
import { latestOf } from '@/components/form/use-entity-form';
import { useProperty } from '../api/get-property';
import { useRemovePropertyImage } from '../api/remove-property-image';
import { useUpdateProperty } from '../api/update-property';
import { propertyForm } from '../property-values';
import { PropertyForm } from './property-form';

const M = ADMIN_MESSAGES.property;

export function EditPropertyPage({ agentChoices }: { agentChoices: ChoiceList<SelectOption> }) {
  const { id = '' } = useParams();
  const query = useProperty(id);
  const flash = useTimedMessage();
  const updateProperty = useUpdateProperty();
  const removeImage = useRemovePropertyImage();
  const goBack = useGoBack('/properties');
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
      loadErrorText={M.detailFailed}
      // On the property edit page the load error disappears after 3 seconds (admin spec §8).
      loadErrorTimed
      notFoundText={M.notFound}
    >
      {(property) => (
        <PropertyForm
          key={property._id}
          mode="edit"
          publication={{ kind: 'property', item: property }}
          agentChoices={agentChoices}
          version={property.updatedAt}
          reload={latestOf(query)}
          initial={() => propertyForm.from(property)}
          property={property}
          save={async (values, version, draft) =>
            updateProperty.mutateAsync({
              id: property._id,
              version,
              body: withDraft(await propertyForm.body(values, 'edit', uploadImage), draft),
            })
          }
          onSaved={(saved) => flash.show('success', savedText(saved, M.updated))}
          onFailed={() => flash.show('error', M.updateFailed)}
          removeImage={(path) =>
            removeStoredImage(
              () => removeImage.mutateAsync({ propertyId: property._id, imageName: path }),
              () => undefined,
            )
          }
          message={flash.message}
          onCancel={goBack}
        />
      )}
    </EditShell>
  );
}
