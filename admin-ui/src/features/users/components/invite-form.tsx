import {
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
  type StaffUser,
} from '@estate/contract';
import { useState, type FormEvent } from 'react';
import type { ChoiceList } from '@/components/form/choice-list';
import { SelectField, TextField, type SelectOption } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorText, fieldErrorsOf } from '@/lib/api-client';
import { useInviteStaffUser } from '../api/invite-staff-user';
import { DismissibleError } from '@/components/ui/dismissible-error';

export const ROLE_OPTIONS: readonly SelectOption[] = STAFF_ROLES.map((role) => ({
  value: role,
  label: STAFF_ROLE_LABELS[role],
}));

const isRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

interface Values {
  email: string;
  username: string;
  role: string;
  teamMember: string;
}

type Field = keyof Values;

const EMPTY: Values = { email: '', username: '', role: '', teamMember: '' };

/** The server names the team member teamMemberId; the form calls it teamMember. */
const FIELD_OF: Record<string, Field> = {
  email: 'email',
  username: 'username',
  role: 'role',
  teamMemberId: 'teamMember',
};

/**
 * The invitation of a new staff member: their e-mail address, a username if the administrator
 * chooses one, their role (what each allows is said under the select), and the team member
 * profile their listings name as agent. The server's refusals stay on screen, at their field or
 * above the buttons, until the next attempt replaces them or they are dismissed.
 */
export function InviteForm({
  teamChoices,
  onInvited,
  onCancel,
}: {
  teamChoices: ChoiceList<SelectOption>;
  onInvited: (result: { message: string; user: StaffUser }) => void;
  onCancel: () => void;
}) {
  const invite = useInviteStaffUser();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = values.email.trim();
    const username = values.username.trim();
    const checked: Partial<Record<Field, string>> = {
      email: email ? undefined : 'E-mail is required',
      role: isRole(values.role) ? undefined : 'Choose a role',
    };
    setFailure(null);
    setErrors(checked);
    if (checked.email || checked.role || !isRole(values.role)) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    invite.mutate(
      {
        email,
        role: values.role,
        ...(username ? { username } : {}),
        ...(values.teamMember ? { teamMemberId: values.teamMember } : {}),
      },
      {
        onSuccess: (result) => {
          setValues(EMPTY);
          onInvited(result);
        },
        onError: (error) => {
          const next: Partial<Record<Field, string>> = {};
          for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
            const own = FIELD_OF[field];
            if (own && !next[own]) next[own] = message;
          }
          setErrors(next);
          // A refusal that names none of the form's fields (a role without the right, a server
          // down) is said above the buttons.
          if (!Object.keys(next).length) setFailure(errorText(error, 'The invitation could not be sent.'));
          else requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        },
      },
    );
  };

  const role = isRole(values.role) ? values.role : null;
  return (
    <form onSubmit={submit} noValidate aria-label="Invite a staff member">
      <Card
        title="Invite a staff member"
        description="They receive an e-mail with a link to choose their password; until then they are listed as Invited."
      >
        <div className="grid grid--2">
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="off"
            required
            value={values.email}
            onValueChange={set('email')}
            error={errors.email}
          />
          <TextField
            label="Username"
            name="username"
            autoComplete="off"
            value={values.username}
            onValueChange={set('username')}
            error={errors.username}
            hint="Optional: letters, digits, dots, dashes and underscores. Left blank, it is made from the e-mail address."
          />
          <SelectField
            label="Role"
            name="role"
            required
            value={values.role}
            onValueChange={set('role')}
            options={ROLE_OPTIONS}
            placeholder="Choose a role"
            error={errors.role}
            hint={role ? STAFF_ROLE_DESCRIPTIONS[role] : 'What each role may do is shown once it is chosen.'}
          />
          <SelectField
            label="Team member"
            name="teamMember"
            value={values.teamMember}
            onValueChange={set('teamMember')}
            options={teamChoices.options}
            placeholder={teamChoices.loading ? 'Loading the team…' : 'None'}
            error={errors.teamMember}
            hint="For an agent: the team profile their listings name as the agent."
          />
        </div>
        <div className="form-footer">
          <div className="form-footer__status">
            {failure ? <DismissibleError message={failure} onDismiss={() => setFailure(null)} /> : null}
          </div>
          <div className="form-footer__actions">
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" busy={invite.isPending}>
              Send the invitation
            </Button>
          </div>
        </div>
      </Card>
    </form>
  );
}
