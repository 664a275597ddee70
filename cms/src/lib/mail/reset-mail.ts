import type { ResetCode } from '../auth/password-reset';
import { escapeHtml, siteName, type Mail } from './mail';

/*
 * The staff admin's "forgot password" mail (docs/decisions/0013): a link to
 * PUBLIC_SITE_URL/admin/reset-password with the code just issued, and how long it works.
 */

function ttlText(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} hour${seconds === 3600 ? '' : 's'}`;
  if (seconds % 60 === 0) return `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

export function resetMail({ username, email, code, ttlSeconds, siteUrl }: ResetCode): Mail {
  const link = `${siteUrl}/admin/reset-password?code=${encodeURIComponent(code)}`;
  const valid = ttlText(ttlSeconds);
  return {
    to: email,
    subject: `${siteName()}: choose a new password`,
    text:
      `Hello ${username},\n\nSomeone (we hope you) asked to reset the password of your ${siteName()} staff account.\n` +
      `Choose a new one here within ${valid}:\n\n${link}\n\n` +
      `If you did not ask for this, ignore this message: your password stays as it is.\n`,
    html:
      `<p>Hello ${escapeHtml(username)},</p><p>Someone (we hope you) asked to reset the password of your ` +
      `${escapeHtml(siteName())} staff account. Choose a new one within ${valid}:</p>` +
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>` +
      `<p>If you did not ask for this, ignore this message: your password stays as it is.</p>`,
  };
}
