import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole, type StaffUser } from '@estate/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { errorText, listErrorText } from '@/lib/api-client';
import { useResetStaffTwoFactor } from '../api/reset-staff-two-factor';
import { useUpdateStaffUser } from '../api/update-staff-user';
import { DismissibleError } from '@/components/ui/dismissible-error';
import { TableBody } from '@/components/ui/table-body';
import { TableFrame } from '@/components/ui/table-frame';

/**
 * The Two-factor and Status columns hold what changes them too (Reset two-factor, Deactivate /
 * Reactivate), beside their pills.
 */
const COLUMNS = ['User', 'Role', 'Team member', 'Two-factor', 'Status'] as const;

type Status = 'active' | 'invited' | 'deactivated';

/** Deactivated whatever else; Invited until the member has chosen a password; else Active. */
export function statusOf(user: StaffUser): Status {
  if (!user.active) return 'deactivated';
  return user.invited ? 'invited' : 'active';
}

const STATUS_LABELS: Record<Status, string> = { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' };
/** The longest status label: every row's pill has its width, so the buttons beside the pills line up. */
const WIDEST_STATUS = Object.values(STATUS_LABELS).reduce((a, b) => (b.length > a.length ? b : a));
/** The pill colours the lists already use: yes (green), pending (gold), no (grey). */
const STATUS_PILLS: Record<Status, string> = { active: 'yes', invited: 'pending', deactivated: 'no' };

/**
 * The staff users, one row each: who they are, their role (changed in place), their team member
 * profile, and whether they can sign in, with Deactivate or Reactivate. `onChanged` says what a
 * change did; a refusal stays under the row.
 */
export function UsersTable({
  status,
  users,
  error,
  currentUserId,
  onChanged,
}: {
  status: 'pending' | 'error' | 'success';
  users: StaffUser[] | undefined;
  error: Error | null;
  /** The signed-in member: deactivating themselves signs them out, and the question says so. */
  currentUserId: number;
  onChanged: (text: string) => void;
}) {
  return (
    <div className="table-panel">
      <div className="table-toolbar">
        {status === 'success' ? (
          <p className="table-toolbar__count" aria-live="polite">
            {users?.length === 1 ? '1 user' : `${users?.length ?? 0} users`}
          </p>
        ) : null}
      </div>
      <TableFrame caption="Staff users" className="users-table" busy={status === 'pending'}>
        <thead>
          <tr>
            {COLUMNS.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <TableBody
          status={status}
          colSpan={COLUMNS.length}
          errorText={listErrorText(error, 'Failed to fetch the staff users')}
          emptyText={!users?.length ? 'No staff users yet.' : null}
        >
          {users?.map((user) => (
            <UserRow key={user.id} user={user} isSelf={user.id === currentUserId} onChanged={onChanged} />
          ))}
        </TableBody>
      </TableFrame>
    </div>
  );
}

function UserRow({ user, isSelf, onChanged }: { user: StaffUser; isSelf: boolean; onChanged: (text: string) => void }) {
  const update = useUpdateStaffUser();
  const reset = useResetStaffTwoFactor();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [askingReset, setAskingReset] = useState(false);
  const status = statusOf(user);
  const busy = update.isPending ? update.variables?.change : undefined;

  const change = (next: { role?: StaffRole; active?: boolean }, done: (saved: StaffUser) => string) => {
    setRefusal(null);
    update.mutate(
      { id: user.id, change: next },
      {
        onSuccess: (result) => onChanged(done(result.user)),
        onError: (error) => setRefusal(errorText(error, `${user.username} could not be changed.`)),
      },
    );
  };

  const resetTwoFactor = () => {
    setRefusal(null);
    reset.mutate(user.id, {
      onSuccess: (result) => onChanged(result.message),
      onError: (error) =>
        setRefusal(errorText(error, `The two-factor sign-in of ${user.username} could not be reset.`)),
    });
  };

  return (
    <>
      <tr>
        <td className="users-table__user">
          <span className="cell-title__main">{user.username}</span>
          {/* One line, cut with an ellipsis where the column ends; the whole address shows on hover. */}
          <span className="cell-title__sub users-table__email" title={user.email}>
            {user.email}
          </span>
        </td>
        <td>
          {/* The stored role shows until the server has taken the new one (a refusal leaves it). */}
          <select
            className="input input--select users-table__role"
            aria-label={`Role of ${user.username}`}
            value={user.role}
            disabled={!!busy}
            onChange={(event) => {
              const role = STAFF_ROLES.find((r) => r === event.target.value);
              if (role && role !== user.role)
                change({ role }, (saved) => `${saved.username} is now ${STAFF_ROLE_LABELS[saved.role]}.`);
            }}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </td>
        <td>{user.teamMember ? user.teamMember.name : <span className="cell-muted">—</span>}</td>
        <td>
          <div className="users-table__status">
            <span className="users-table__pill" data-widest="Off">
              <span className={`pill pill--${user.twoFactor ? 'yes' : 'no'}`}>{user.twoFactor ? 'On' : 'Off'}</span>
            </span>
            {/* One's own is turned off with a code, on one's own account page. */}
            {user.twoFactor && !isSelf ? (
              <Button
                size="sm"
                aria-label={`Reset two-factor for ${user.username}`}
                busy={reset.isPending}
                disabled={reset.isPending}
                onClick={() => setAskingReset(true)}
              >
                Reset
              </Button>
            ) : null}
          </div>
          <ConfirmDialog
            open={askingReset}
            title={`Reset two-factor sign-in for ${user.username}?`}
            description={
              <>
                <p>
                  Their two-factor sign-in is turned off and every session of theirs ends at once. They sign in again
                  with their password alone, then set up two-factor sign-in again with their authenticator app.
                </p>
                <p>Do this when they have lost their phone and their recovery codes.</p>
              </>
            }
            confirmLabel="Reset two-factor"
            onCancel={() => setAskingReset(false)}
            onConfirm={() => {
              setAskingReset(false);
              resetTwoFactor();
            }}
          />
        </td>
        <td>
          <div className="users-table__status">
            <span className="users-table__pill" data-widest={WIDEST_STATUS}>
              <span className={`pill pill--${STATUS_PILLS[status]}`}>{STATUS_LABELS[status]}</span>
            </span>
            {user.active ? (
              <Button
                size="sm"
                aria-label={`Deactivate ${user.username}`}
                busy={busy?.active === false}
                disabled={!!busy}
                onClick={() => setAsking(true)}
              >
                Deactivate
              </Button>
            ) : (
              <Button
                size="sm"
                aria-label={`Reactivate ${user.username}`}
                busy={busy?.active === true}
                disabled={!!busy}
                onClick={() => change({ active: true }, (saved) => `${saved.username} can sign in again.`)}
              >
                Reactivate
              </Button>
            )}
          </div>
          <ConfirmDialog
            open={asking}
            title={`Deactivate ${user.username}?`}
            description={
              <>
                <p>
                  {user.username} can no longer sign in, and every session of theirs ends at once. The account stays and
                  can be reactivated.
                </p>
                {isSelf ? <p>This is your own account: you are signed out as soon as it is deactivated.</p> : null}
              </>
            }
            confirmLabel="Deactivate"
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              change(
                { active: false },
                (saved) => `${saved.username} is deactivated: every session of theirs has ended.`,
              );
            }}
          />
        </td>
      </tr>
      {refusal ? (
        <tr className="users-table__refusal">
          <td colSpan={COLUMNS.length}>
            <DismissibleError message={refusal} onDismiss={() => setRefusal(null)} />
          </td>
        </tr>
      ) : null}
    </>
  );
}
