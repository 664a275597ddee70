import { uploadImage } from '@/lib/upload-image';
import { useParams } from 'react-router';
import { EditShell } from '@/components/entity/edit-shell';
import { removeStoredImage } from '@/components/form/remove-stored';
import { useGoBack } from '@/hooks/use-go-back';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { latestOf } from '@/components/form/use-entity-form';
import { useTeam } from '../api/get-team';
import { useRemoveTeamImage } from '../api/remove-team-image';
import { useUpdateTeam } from '../api/update-team';
import { teamForm } from '../team-values';
import { TeamForm } from './team-form';

const M = ADMIN_MESSAGES.team;

export function EditTeamPage() {
  const { id = '' } = useParams();
  const query = useTeam(id);
  const flash = useTimedMessage();
  const updateTeam = useUpdateTeam();
  const removeImage = useRemoveTeamImage();
  const goBack = useGoBack('/teams');
  return (
    <EditShell
      eyebrow="Team"
      title="Edit Team Member"
      subtitle={(t) => t.title}
      query={query}
      flash={flash}
      listPath="/teams"
      detailPath={(t) => `/team/${t._id}`}
      loadErrorText={M.detailFailed}
      loadErrorTimed={false}
      notFoundText={M.notFound}
    >
      {(team) => (
        <TeamForm
          key={team._id}
          mode="edit"
          version={team.updatedAt}
          reload={latestOf(query)}
          initial={() => teamForm.from(team)}
          save={async (values, version) =>
            updateTeam.mutateAsync({ id: team._id, version, body: await teamForm.body(values, 'edit', uploadImage) })
          }
          // The team update message stays until the next one (admin spec §4, §9).
          onSaved={() => flash.show('success', M.updated, { sticky: true })}
          onFailed={() => flash.show('error', M.updateFailed, { sticky: true })}
          removeImage={(path) =>
            removeStoredImage(
              () => removeImage.mutateAsync({ teamId: team._id, imageName: path }),
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
