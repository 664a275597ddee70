import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EditShell } from '@/components/entity/edit-shell';
import { useEditForm } from '@/components/entity/use-edit-form';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { failureText } from '@/lib/api-client';
import { useTeam } from '../api/get-team';
import { useRemoveTeamImage } from '../api/remove-team-image';
import { useUpdateTeam } from '../api/update-team';
import { teamForm } from '../team-values';
import { TeamForm } from './team-form';

const M = ADMIN_MESSAGES.team;

export function EditTeamPage() {
  const { id = '' } = useParams();
  const query = useTeam(id);
  const updateTeam = useUpdateTeam();
  const removeImage = useRemoveTeamImage();
  const { flash, formProps } = useEditForm({
    query,
    definition: teamForm,
    update: updateTeam.mutateAsync,
    removeImage: (id, imageName) => removeImage.mutateAsync({ teamId: id, imageName }),
    listPath: '/teams',
  });
  return (
    <EditShell
      eyebrow="Team"
      title="Edit Team Member"
      subtitle={(t) => t.title}
      query={query}
      flash={flash}
      listPath="/teams"
      detailPath={(t) => `/team/${t._id}`}
      moreActions={(t) => (
        <ButtonLink to={`/team/${t._id}?tab=translations`} variant="ghost">
          Translations
        </ButtonLink>
      )}
      loadErrorText={M.detailFailed}
      loadErrorTimed={false}
      notFoundText={M.notFound}
    >
      {(team) => (
        <TeamForm
          key={team._id}
          {...formProps(team)}
          // The team update message stays until the next one (admin spec §4, §9).
          onSaved={() => flash.show('success', M.updated, { sticky: true })}
          onFailed={(error) => flash.show('error', failureText(error, M.updateFailed), { sticky: true })}
        />
      )}
    </EditShell>
  );
}
