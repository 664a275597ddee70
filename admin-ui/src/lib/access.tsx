import {
  FORBIDDEN_MESSAGE,
  STAFF_ROLE_LABELS,
  type LeadKind,
  type Me,
  type Permission,
  type StaffRole,
} from '@estate/contract';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the signed-in staff member may do (docs/decisions/0063), as GET get-me answered it: the
 * server decides and enforces; screens read the permissions only to hide what would be refused.
 * The role is shown (its label), never tested: a decision always names a permission.
 */
export interface StaffAccess {
  user: Me['user'];
  role: StaffRole;
  /** "Agent": how the role is named to the user. */
  roleLabel: string;
  permissions: readonly Permission[];
  /** The kinds of lead the role works, in the order the leads section shows them. */
  leadKinds: readonly LeadKind[];
  /** The team member profile the user's listings name as their agent. */
  teamMember: Me['teamMember'];
  /** Whether the member signs in with a second factor, and whether the agency requires it of them. */
  twoFactor: Me['twoFactor'];
  /** The agency requires a second factor of the member and it is not on yet: only its setup may be used. */
  mustSetUpTwoFactor: boolean;
  can: (permission: Permission) => boolean;
}

export function accessOf(me: Me): StaffAccess {
  const granted = new Set<Permission>(me.permissions);
  return {
    user: me.user,
    role: me.role,
    roleLabel: STAFF_ROLE_LABELS[me.role],
    permissions: me.permissions,
    leadKinds: me.leadKinds,
    teamMember: me.teamMember,
    twoFactor: me.twoFactor,
    mustSetUpTwoFactor: me.twoFactor.required && !me.twoFactor.enabled,
    can: (permission) => granted.has(permission),
  };
}

const AccessContext = createContext<StaffAccess | null>(null);

/** Gives the signed-in pages the member's access, once it is loaded (app/routes/shell). */
export function AccessProvider({ access, children }: { access: StaffAccess; children: ReactNode }) {
  return <AccessContext.Provider value={access}>{children}</AccessContext.Provider>;
}

/** The signed-in member's access; only the signed-in pages, under AccessProvider, ask for it. */
export function useAccess(): StaffAccess {
  const access = useContext(AccessContext);
  if (!access) throw new Error('useAccess: no signed-in member here (the page is outside the signed-in shell)');
  return access;
}

/** The page refused to a role, in the server's words for a refused call: "Your role (Agent) does not allow this page". */
export const pageRefusedText = (roleLabel: string) => `${FORBIDDEN_MESSAGE(roleLabel)} page`;
