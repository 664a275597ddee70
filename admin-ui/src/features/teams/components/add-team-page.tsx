import { uploadImage } from '@/lib/upload-image';
import { useNavigate } from 'react-router';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { useAddTeam } from '../api/add-team';
import { teamForm } from '../team-values';
import { TeamForm } from './team-form';

export function AddTeamPage() {
  useDocumentTitle('Add Team Member');
  const navigate = useNavigate();
  const flash = useTimedMessage();
  const addTeam = useAddTeam();
  return (
    <>
      <PageHeader eyebrow="Team" title="Add Team Member" back={<GoBackButton fallback="/teams" />} />
      <TeamForm
        mode="add"
        initial={teamForm.empty}
        save={async (values) => addTeam.mutateAsync(await teamForm.body(values, 'add', uploadImage))}
        onSaved={() => navigate(getToken() ? '/teams' : '/login')}
        onFailed={(error) => flash.show('error', errorText(error, ADMIN_MESSAGES.team.addFailed))}
        message={flash.message}
        onCancel={() => navigate('/teams')}
      />
    </>
  );
}
