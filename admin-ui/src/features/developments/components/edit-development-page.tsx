import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EditShell } from '@/components/entity/edit-shell';
import { useEditForm } from '@/components/entity/use-edit-form';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { failureText } from '@/lib/api-client';
import { savedText } from '@/lib/publication';
import { useDevelopment } from '../api/get-development';
import { useRemoveDevelopmentImage } from '../api/remove-development-image';
import { useUpdateDevelopment } from '../api/update-development';
import { developmentForm } from '../development-values';
import { DevelopmentForm, type Choices } from './development-form';

const M = ADMIN_MESSAGES.development;

export function EditDevelopmentPage({ propertyChoices }: { propertyChoices: Choices }) {
  const { id = '' } = useParams();
  const query = useDevelopment(id);
  const updateDevelopment = useUpdateDevelopment();
  const removeImage = useRemoveDevelopmentImage();
  const { flash, formProps } = useEditForm({
    query,
    definition: developmentForm,
    update: updateDevelopment.mutateAsync,
    removeImage: (id, imageName) => removeImage.mutateAsync({ developmentId: id, imageName }),
    listPath: '/developments',
    drafts: 'development',
  });
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
      moreActions={(item) => (
        <ButtonLink to={`/development/${item._id}?tab=translations`} variant="ghost">
          Translations
        </ButtonLink>
      )}
      loadErrorText={M.detailFailed}
      // On the development edit page the load error disappears after 3 seconds (admin spec §8).
      loadErrorTimed
      notFoundText={M.notFound}
    >
      {(development) => (
        <DevelopmentForm
          key={development._id}
          {...formProps(development)}
          development={development}
          propertyChoices={propertyChoices}
          onSaved={(saved) => flash.show('success', savedText(saved, M.updated))}
          onFailed={(error) => flash.show('error', failureText(error, M.updateFailed))}
        />
      )}
    </EditShell>
  );
}
