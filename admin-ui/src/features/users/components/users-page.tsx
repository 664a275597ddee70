import { useState } from 'react';
import type { ChoiceList } from '@/components/form/choice-list';
import type { SelectOption } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { Flash } from '@/components/ui/flash';
import { PlusIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { useAccess } from '@/lib/access';
import { useStaffUsers } from '../api/get-staff-users';
import { InviteForm } from './invite-form';
import { UsersTable } from './users-table';

/**
 * /admin/users, for administrators: every staff user with their role and status, the invitation
 * of a new member, and per user a role change and Deactivate / Reactivate.
 */
export function UsersPage({ teamChoices }: { teamChoices: ChoiceList<SelectOption> }) {
  useDocumentTitle('Users');
  const users = useStaffUsers();
  const { user: me } = useAccess();
  const [inviting, setInviting] = useState(false);
  const flash = useTimedMessage();
  return (
    <>
      <PageHeader
        eyebrow="Team"
        title="Users"
        description="Who signs in to the staff area, and what their role lets them do."
        actions={
          inviting ? undefined : (
            <Button variant="primary" icon={<PlusIcon />} onClick={() => setInviting(true)}>
              Invite
            </Button>
          )
        }
      />
      {inviting ? (
        <div className="users-invite">
          <InviteForm
            teamChoices={teamChoices}
            onInvited={(result) => {
              setInviting(false);
              flash.show('success', result.message);
            }}
            onCancel={() => setInviting(false)}
          />
        </div>
      ) : null}
      <Flash message={flash.message} />
      <UsersTable
        status={users.status}
        users={users.data}
        error={users.error}
        currentUserId={me.id}
        onChanged={(text) => flash.show('success', text)}
      />
    </>
  );
}
