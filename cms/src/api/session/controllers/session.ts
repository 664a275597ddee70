import type { Context } from 'koa';
import { LoginInputSchema } from '@estate/contract';
import { parseInput, readBody } from '../../../lib/body';
import { unauthorized } from '../../../lib/errors';
import { STAFF_ROLE_TYPE } from '../../../lib/auth';
import { checkPassword } from '../../../lib/passwords';
import { loginLimiter } from '../../../lib/rate-limit';

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
    // Counted before the password is checked (concurrent guesses cannot slip under the limit);
    // a success gives the count back, so only failures use up the allowance.
    const attempt = await loginLimiter.attempt(ctx, username);
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
    // An unknown user costs the same hash comparison as a known one: timing tells nothing.
    const valid = await checkPassword(password, user?.password);
    if (!user || !valid) throw unauthorized(FAILED);
    if (user.blocked) throw unauthorized('This account is blocked');
    if (user.role?.type !== STAFF_ROLE_TYPE) throw unauthorized('This account has no staff access');
    await attempt.succeeded();
    const token = await strapi.plugin('users-permissions').service('jwt').issue({ id: user.id });
    ctx.body = { token, user: { id: user.id, username: user.username, email: user.email } };
  },
};
