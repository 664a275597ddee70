import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EditShell } from '@/components/entity/edit-shell';
import { useEditForm } from '@/components/entity/use-edit-form';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { failureText } from '@/lib/api-client';
import { savedText } from '@/lib/publication';
import { useArea } from '../api/get-area';
import { useRemoveAreaImage } from '../api/remove-area-image';
import { useUpdateArea } from '../api/update-area';
import { areaForm } from '../area-values';
import { AreaForm, type Choices } from './area-form';

const M = ADMIN_MESSAGES.area;

export function EditAreaPage({
  propertyChoices,
  developmentChoices,
}: {
  propertyChoices: Choices;
  developmentChoices: Choices;
}) {
  const { id = '' } = useParams();
  const query = useArea(id);
  const updateArea = useUpdateArea();
  const removeImage = useRemoveAreaImage();
  const { flash, formProps } = useEditForm({
    query,
    definition: areaForm,
    update: updateArea.mutateAsync,
    removeImage: (id, imageName) => removeImage.mutateAsync({ areaId: id, imageName }),
    listPath: '/areas',
    drafts: 'area',
  });
  return (
    <EditShell
      eyebrow="Area guides"
      title="Edit Area"
      subtitle={(a) => a.title}
      query={query}
      flash={flash}
      listPath="/areas"
      detailPath={(a) => `/area/${a._id}`}
      moreActions={(a) => (
        <ButtonLink to={`/area/${a._id}?tab=translations`} variant="ghost">
          Translations
        </ButtonLink>
      )}
      loadErrorText={M.detailFailed}
      loadErrorTimed={false}
      notFoundText={M.notFound}
    >
      {(area) => (
        <AreaForm
          key={area._id}
          {...formProps(area)}
          area={area}
          propertyChoices={propertyChoices}
          developmentChoices={developmentChoices}
          onSaved={(saved) => flash.show('success', savedText(saved, M.updated))}
          onFailed={(error) => flash.show('error', failureText(error, M.updateFailed))}
        />
      )}
    </EditShell>
  );
}
