import { useNavigate } from 'react-router';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText, withDraft } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { uploadImage } from '@/lib/upload-image';
import { useAddDevelopment } from '../api/add-development';
import { developmentForm } from '../development-values';
import { DevelopmentForm, type Choices } from './development-form';

export function AddDevelopmentPage({ propertyChoices }: { propertyChoices: Choices }) {
  useDocumentTitle('Add Development');
  const navigate = useNavigate();
  const flash = useTimedMessage();
  const addDevelopment = useAddDevelopment();
  return (
    <>
      <PageHeader
        eyebrow="Developments"
        title="Add Development"
        description="Only the title is required; everything else can be added later."
        back={<GoBackButton fallback="/developments" />}
      />
      <DevelopmentForm
        mode="add"
        publication={{ kind: 'development' }}
        initial={developmentForm.empty}
        propertyChoices={propertyChoices}
        save={async (values, _version, draft) =>
          addDevelopment.mutateAsync(withDraft(await developmentForm.body(values, 'add', uploadImage), draft))
        }
        onSaved={() => navigate(getToken() ? '/developments' : '/login')}
        onFailed={(error) => flash.show('error', errorText(error, ADMIN_MESSAGES.development.addFailed))}
        message={flash.message}
        onCancel={() => navigate('/developments')}
      />
    </>
  );
}
