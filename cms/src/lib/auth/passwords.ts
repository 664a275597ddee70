import { randomBytes } from 'crypto';
import { authEnv, PASSWORD_HASH_ROUNDS } from './auth-env';

/**
 * Password checks that take the same time whether or not the account exists: without a stored
 * hash the password is compared against a dummy hash of the cost new passwords get
 * (PASSWORD_HASH_ROUNDS), and the answer is false. The dummies' plaintexts were random and thrown
 * away; knowing them would not help either, since no account has these hashes.
 */
const DEFAULT_COST_DUMMY = '$2a$10$.vRdxOIn9KB8BUC64CiaFe0lha4v.WSayWZa96j/Dhy2FgPY5gbLO';

interface UsersService {
  validatePassword(password: string, hash: string): Promise<boolean>;
  ensureHashedPasswords(values: { password: string }): Promise<{ password: string }>;
}

const users = () => strapi.service('plugin::users-permissions.user') as unknown as UsersService;

let dummy: Promise<string> | null = null;

/** At the default cost the kept dummy; at another, one made at the first start that needs it. */
export function preparePasswordChecks(): Promise<string> {
  dummy ??=
    authEnv().passwordHashRounds === PASSWORD_HASH_ROUNDS.default
      ? Promise.resolve(DEFAULT_COST_DUMMY)
      : users()
          .ensureHashedPasswords({ password: randomBytes(24).toString('base64') })
          .then((values) => values.password);
  return dummy;
}

export async function checkPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await users().validatePassword(password, await preparePasswordChecks());
    return false;
  }
  return users().validatePassword(password, hash);
}
