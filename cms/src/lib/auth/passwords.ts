import { randomBytes } from 'crypto';
import { authEnv, PASSWORD_HASH_ROUNDS } from './auth-env';

/**
 * Password checks at /api/admin/login that take the same time whether or not the account exists:
 * without a stored hash the password is compared against a dummy hash of the cost new hashes get
 * (PASSWORD_HASH_ROUNDS), and the answer is false. The dummies' plaintexts are random and never
 * kept; knowing them would not help either, since no account has these hashes.
 */
const DEFAULT_COST_DUMMY = '$2a$10$.vRdxOIn9KB8BUC64CiaFe0lha4v.WSayWZa96j/Dhy2FgPY5gbLO';
const USER_UID = 'plugin::users-permissions.user';

interface UsersService {
  validatePassword(password: string, hash: string): Promise<boolean>;
  ensureHashedPasswords(values: { password: string }): Promise<{ password: string }>;
}

const users = () => strapi.service(USER_UID) as unknown as UsersService;

let dummy: Promise<string> | null = null;

/** The dummy: at the default cost the kept one, at another one made once per process. */
function dummyHash(): Promise<string> {
  dummy ??=
    authEnv().passwordHashRounds === PASSWORD_HASH_ROUNDS.default
      ? Promise.resolve(DEFAULT_COST_DUMMY)
      : users()
          .ensureHashedPasswords({ password: randomBytes(24).toString('base64') })
          .then((values) => values.password);
  return dummy;
}

/** bcrypt's cost as a hash records it ($2b$12$...), or null for anything else. */
const hashCost = (hash: string): number | null => {
  const match = /^\$2[aby]\$(\d\d)\$/.exec(hash);
  return match ? Number(match[1]) : null;
};

/**
 * Before the first request: the dummy made, and a warning when stored passwords carry another
 * cost than the setting's. Until each is set again, a sign-in to those accounts takes a different
 * time from an unknown account's, which tells an attacker which names exist.
 */
export async function preparePasswordChecks(): Promise<void> {
  await dummyHash();
  const rounds = authEnv().passwordHashRounds;
  const rows = (await strapi.db.query(USER_UID).findMany({
    select: ['password'],
    where: { password: { $notNull: true } },
  })) as Array<{ password: string }>;
  const other = rows.filter((row) => hashCost(row.password) !== rounds).length;
  if (other) {
    strapi.log.warn(
      `${other} staff password(s) are hashed at another cost than PASSWORD_HASH_ROUNDS (${rounds}): ` +
        'their sign-ins take a different time from an unknown account’s until each password is set again ' +
        '(a reset from the staff admin)',
    );
  }
}

export async function checkPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await users().validatePassword(password, await dummyHash());
    return false;
  }
  return users().validatePassword(password, hash);
}
