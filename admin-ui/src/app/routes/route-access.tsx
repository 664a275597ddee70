import { LEAD_KINDS, type LeadKind, type Permission } from '@estate/contract';
import { Outlet, useMatches, type UIMatch } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { pageRefusedText, useAccess, type StaffAccess } from '@/lib/access';

/** What a signed-in route asks of the member's role, in its `handle` (app/router.tsx). */
export interface RouteAccess {
  permission: Permission;
  /** The route's :kind is a kind of lead: the role must work that kind too. */
  leadKind?: boolean;
}

export interface RouteHandle {
  access?: RouteAccess;
}

function allows(access: StaffAccess, match: UIMatch): boolean {
  const rule = (match.handle as RouteHandle | undefined)?.access;
  if (!rule) return true;
  if (!access.can(rule.permission)) return false;
  const kind = match.params.kind;
  // A :kind that names no kind of lead is the page's to redirect, not a refusal.
  if (rule.leadKind && kind && (LEAD_KINDS as readonly string[]).includes(kind)) {
    return access.leadKinds.includes(kind as LeadKind);
  }
  return true;
}

/**
 * The page of the address, or, when the member's role may not use it (an address typed or kept
 * from another role), a page that says so: the server would refuse each of its calls anyway.
 */
export function PermittedOutlet() {
  const access = useAccess();
  const matches = useMatches();
  return matches.every((match) => allows(access, match)) ? <Outlet /> : <RefusedPage roleLabel={access.roleLabel} />;
}

function RefusedPage({ roleLabel }: { roleLabel: string }) {
  useDocumentTitle('Not allowed');
  return (
    <>
      <PageHeader
        eyebrow="Not allowed"
        title={pageRefusedText(roleLabel)}
        description="What this page does is not part of your role. An administrator can change your role if you need it."
      />
      <ButtonLink to="/dashboard" variant="primary">
        Go to the dashboard
      </ButtonLink>
    </>
  );
}
