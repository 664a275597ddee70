import type { Context } from 'koa';
import { LoginInputSchema } from '@estate/contract';
import { parseInput, readBody } from '../../../lib/body';
import { unauthorized } from '../../../lib/errors';
import { assertUnderLimit, LOGIN_LIMIT, recordAttempt } from '../../../lib/rate-limit';
import { STAFF_ROLE_TYPE } from '../../../lib/auth';

const USER_UID = 'plugin::users-permissions.user';
const FAILED = 'Invalid username or password';

export default {
  /**
   * Staff sign-in against users-permissions, by username or e-mail. Only staff get a token; the
   * same message answers a wrong username or password, so it tells nothing about which was wrong.
   */
  async login(ctx: Context) {
    const body = readBody(ctx);
    const { username, password } = parseInput(LoginInputSchema, body.fields, body.multipart);
    // Only failed attempts count, so staff signing in often are never locked out.
    await assertUnderLimit(ctx, LOGIN_LIMIT());
    const identifier = username.toLowerCase();
    const user = (await strapi.db.query(USER_UID).findOne({
      where: { provider: 'local', $or: [{ email: identifier }, { username }] },
      populate: { role: { select: ['type'] } },
    })) as {
      id: number;
      username: string;
      email: string;
      password?: string;
      blocked?: boolean;
      confirmed?: boolean;
      role?: { type?: string };
    } | null;
    const users = strapi.plugin('users-permissions').service('user');
    const valid = !!user?.password && (await users.validatePassword(password, user.password));
    if (!user || !valid) {
      await recordAttempt(ctx, LOGIN_LIMIT());
      throw unauthorized(FAILED);
    }
    if (user.blocked) throw unauthorized('This account is blocked');
    if (user.role?.type !== STAFF_ROLE_TYPE) throw unauthorized('This account has no staff access');
    const token = await strapi.plugin('users-permissions').service('jwt').issue({ id: user.id });
    ctx.body = { token, user: { id: user.id, username: user.username, email: user.email } };
  },
};
