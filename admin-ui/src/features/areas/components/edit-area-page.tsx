import { useParams } from 'react-router';
import { EditShell } from '@/components/entity/edit-shell';
import { removeStoredImage } from '@/components/form/remove-stored';
import { useGoBack } from '@/hooks/use-go-back';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { withDraft } from '@/lib/api-client';
import { savedText } from '@/lib/publication';
import { uploadImage } from '@/lib/upload-image';
import { latestOf } from '@/components/form/use-entity-form';
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
  const flash = useTimedMessage();
  const updateArea = useUpdateArea();
  const removeImage = useRemoveAreaImage();
  const goBack = useGoBack('/areas');
  return (
    <EditShell
      eyebrow="Area guides"
      title="Edit Area"
      subtitle={(a) => a.title}
      query={query}
      flash={flash}
      listPath="/areas"
      detailPath={(a) => `/area/${a._id}`}
      loadErrorText={M.detailFailed}
      loadErrorTimed={false}
      notFoundText={M.notFound}
    >
      {(area) => (
        <AreaForm
          key={area._id}
          mode="edit"
          publication={{ kind: 'area', item: area }}
          version={area.updatedAt}
          reload={latestOf(query)}
          initial={() => areaForm.from(area)}
          area={area}
          propertyChoices={propertyChoices}
          developmentChoices={developmentChoices}
          save={async (values, version, draft) =>
            updateArea.mutateAsync({
              id: area._id,
              version,
              body: withDraft(await areaForm.body(values, 'edit', uploadImage), draft),
            })
          }
          onSaved={(saved) => flash.show('success', savedText(saved, M.updated))}
          onFailed={() => flash.show('error', M.updateFailed)}
          removeImage={(path) =>
            removeStoredImage(
              () => removeImage.mutateAsync({ areaId: area._id, imageName: path }),
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
