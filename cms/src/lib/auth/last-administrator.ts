import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { activeAdministrators, isActiveAdministrator, lockAdministrators } from './staff-users';

/*
 * The last active administrator stays one whatever the door (docs/decisions/0063): the staff
 * admin's Users screen checks its own changes (lib/auth/staff-users); these are the Strapi
 * panel's (its content manager of users) and Strapi's REST API's (/api/users/:id with an API
 * token). Both change a user through the document service, which this watches; users-permissions
 * deletes through the query engine, whose lifecycle this watches. The same count, under the same
 * lock, as the Users screen.
 */

const USER_UID = 'plugin::users-permissions.user';

export const LAST_ADMINISTRATOR = 'The last active administrator cannot be demoted, blocked or deleted';
/** Why a staff role cannot be deleted (extensions/users-permissions refuses it). */
export const STAFF_ROLE_KEPT = 'The staff roles (Administrator, Editor, Agent, Marketing) cannot be deleted';

/** The fields of a user whose change can take an administrator away: their role, blocking, confirmation. */
const DECIDING_FIELDS = ['role', 'blocked', 'confirmed'];

interface AdministratorRow {
  id: number;
  blocked?: boolean | null;
  confirmed?: boolean | null;
  role?: { type?: string | null } | null;
}

const usersWhere = (where: Record<string, unknown>) =>
  strapi.db.query(USER_UID).findMany({
    where,
    select: ['id', 'blocked', 'confirmed'],
    populate: { role: { select: ['type'] } },
  }) as Promise<AdministratorRow[]>;

const refuse = () => new errors.ApplicationError(LAST_ADMINISTRATOR);

type DeleteEvent = { params: { where?: Record<string, unknown> } };

export function registerLastAdministratorGuard(strapi: Core.Strapi): void {
  // A change of role, blocking or confirmation is made, then undone with the refusal when it
  // left no administrator who can act: the role's input takes many forms (an id, a document id,
  // connect, set), and the count after the write reads what it did.
  strapi.documents.use(async (context, next) => {
    const params = context.params as { data?: Record<string, unknown>; documentId?: string };
    const data = params.data ?? {};
    if (context.uid !== USER_UID || context.action !== 'update' || !DECIDING_FIELDS.some((f) => f in data))
      return next();
    return strapi.db.transaction(async ({ trx }) => {
      await lockAdministrators(trx);
      const [before] = params.documentId ? await usersWhere({ documentId: params.documentId }) : [];
      const result = await next();
      if (before && isActiveAdministrator(before) && (await activeAdministrators()) < 1) throw refuse();
      return result;
    });
  });

  // A deletion is refused before it is made; the users it would delete are those its condition
  // matches. In the surrounding transaction (the content manager's, or the one users-permissions'
  // removal runs in: extensions/users-permissions) the lock holds until the deletion is done.
  const refuseLastDeletion = async (event: DeleteEvent) => {
    if (!event.params.where) return;
    const where = event.params.where;
    await strapi.db.transaction(async ({ trx }) => {
      await lockAdministrators(trx);
      const leaving = (await usersWhere(where)).filter(isActiveAdministrator).length;
      if (leaving && (await activeAdministrators()) - leaving < 1) throw refuse();
    });
  };
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    beforeDelete: refuseLastDeletion,
    beforeDeleteMany: refuseLastDeletion,
  } as unknown as Parameters<Core.Strapi['db']['lifecycles']['subscribe']>[0]);
}
