import { UsersPage } from '@/features/users/components/users-page';
import { useAgentChoices } from './choices';

/** The users screen, with the team list its invitation offers as the new member's profile. */
export function UsersRoute() {
  return <UsersPage teamChoices={useAgentChoices()} />;
}
