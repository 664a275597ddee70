import { useAddForm } from '@/components/entity/use-add-form';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { useAddTeam } from '../api/add-team';
import { teamForm } from '../team-values';
import { TeamForm } from './team-form';

export function AddTeamPage() {
  const form = useAddForm({
    title: 'Add Team Member',
    definition: teamForm,
    add: useAddTeam().mutateAsync,
    listPath: '/teams',
    failedText: ADMIN_MESSAGES.team.addFailed,
  });
  return (
    <>
      <PageHeader eyebrow="Team" title="Add Team Member" back={<GoBackButton fallback="/teams" />} />
      <TeamForm {...form} />
    </>
  );
}
