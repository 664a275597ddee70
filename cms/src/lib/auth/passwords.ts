/**
 * Password checks that take the same time whether or not the account exists: without a stored
 * hash the password is compared against a dummy hash of the same cost as users-permissions'
 * (bcrypt, 10 rounds), and the answer is false. The dummy's plaintext was random and thrown
 * away; knowing it would not help either, since no account has this hash.
 */
const DUMMY_HASH = '$2a$10$.vRdxOIn9KB8BUC64CiaFe0lha4v.WSayWZa96j/Dhy2FgPY5gbLO';

export async function checkPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const users = strapi.service('plugin::users-permissions.user');
  if (!hash) {
    await users.validatePassword(password, DUMMY_HASH);
    return false;
  }
  return users.validatePassword(password, hash);
}
