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
import { useDevelopment } from '../api/get-development';
import { useRemoveDevelopmentImage } from '../api/remove-development-image';
import { useUpdateDevelopment } from '../api/update-development';
import { developmentForm } from '../development-values';
import { DevelopmentForm, type Choices } from './development-form';

const M = ADMIN_MESSAGES.development;

export function EditDevelopmentPage({ propertyChoices }: { propertyChoices: Choices }) {
  const { id = '' } = useParams();
  const query = useDevelopment(id);
  const flash = useTimedMessage();
  const updateDevelopment = useUpdateDevelopment();
  const removeImage = useRemoveDevelopmentImage();
  const goBack = useGoBack('/developments');
  return (
    <EditShell
      eyebrow="Developments"
      title="Edit Development"
      subtitle={(item) => item.title}
      documentTitle={(item) => `Edit ${item.title}`}
      query={query}
      flash={flash}
      listPath="/developments"
      detailPath={(item) => `/development/${item._id}`}
      loadErrorText={M.detailFailed}
      // On the development edit page the load error disappears after 3 seconds (admin spec §8).
      loadErrorTimed
      notFoundText={M.notFound}
    >
      {(development) => (
        <DevelopmentForm
          key={development._id}
          mode="edit"
          publication={{ kind: 'development', item: development }}
          version={development.updatedAt}
          reload={latestOf(query)}
          initial={() => developmentForm.from(development)}
          development={development}
          propertyChoices={propertyChoices}
          save={async (values, version, draft) =>
            updateDevelopment.mutateAsync({
              id: development._id,
              version,
              body: withDraft(await developmentForm.body(values, 'edit', uploadImage), draft),
            })
          }
          onSaved={(saved) => flash.show('success', savedText(saved, M.updated))}
          onFailed={() => flash.show('error', M.updateFailed)}
          removeImage={(path) =>
            removeStoredImage(
              () => removeImage.mutateAsync({ developmentId: development._id, imageName: path }),
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
