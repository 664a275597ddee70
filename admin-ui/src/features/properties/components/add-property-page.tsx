import { useNavigate } from 'react-router';
import type { ChoiceList } from '@/components/form/choice-list';
import type { SelectOption } from '@/components/form/field';
import { PageHeader } from '@/components/ui/page-header';
import { GoBackButton } from '@/components/ui/go-back-button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText, withDraft } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { uploadImage } from '@/lib/upload-image';
import { useAddProperty } from '../api/add-property';
import { propertyForm } from '../property-values';
import { PropertyForm } from './property-form';

export function AddPropertyPage({ agentChoices }: { agentChoices: ChoiceList<SelectOption> }) {
  useDocumentTitle('Add Property');
  const navigate = useNavigate();
  const flash = useTimedMessage();
  const addProperty = useAddProperty();

  return (
    <>
      <PageHeader
        eyebrow="Properties"
        title="Add Property"
        description="Only the title is required; everything else can be added later."
        back={<GoBackButton fallback="/properties" />}
      />
      <PropertyForm
        mode="add"
        publication={{ kind: 'property' }}
        agentChoices={agentChoices}
        initial={propertyForm.empty}
        save={async (values, _version, draft) =>
          addProperty.mutateAsync(withDraft(await propertyForm.body(values, 'add', uploadImage), draft))
        }
        onSaved={() => navigate(getToken() ? '/properties' : '/login')}
        onFailed={(error) => flash.show('error', errorText(error, ADMIN_MESSAGES.property.addFailed))}
        message={flash.message}
        onCancel={() => navigate('/properties')}
      />
    </>
  );
}
