import { useNavigate } from 'react-router';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText, withDraft } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { uploadImage } from '@/lib/upload-image';
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
  useDocumentTitle('Add Area');
  const navigate = useNavigate();
  const flash = useTimedMessage();
  const addArea = useAddArea();
  return (
    <>
      <PageHeader
        eyebrow="Area guides"
        title="Add Area"
        description="Only the title is required; everything else can be added later."
        back={<GoBackButton fallback="/areas" />}
      />
      <AreaForm
        mode="add"
        publication={{ kind: 'area' }}
        initial={areaForm.empty}
        propertyChoices={propertyChoices}
        developmentChoices={developmentChoices}
        save={async (values, _version, draft) =>
          addArea.mutateAsync(withDraft(await areaForm.body(values, 'add', uploadImage), draft))
        }
        onSaved={() => navigate(getToken() ? '/areas' : '/login')}
        onFailed={(error) => flash.show('error', errorText(error, ADMIN_MESSAGES.area.addFailed))}
        message={flash.message}
        onCancel={() => navigate('/areas')}
      />
    </>
  );
}
