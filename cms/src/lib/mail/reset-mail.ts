import type { ResetCode } from '../auth/password-reset';
import { siteName, type Mail } from './mail';
import { renderMail } from './render';

/*
 * The staff admin's "forgot password" mail (docs/decisions/0013) and a new member's invitation
 * (docs/decisions/0063): a link to PUBLIC_SITE_URL/admin/reset-password with the code just
 * issued, and how long it works.
 */

function ttlText(seconds: number): string {
  if (seconds % 86400 === 0) return `${seconds / 86400} day${seconds === 86400 ? '' : 's'}`;
  if (seconds % 3600 === 0) return `${seconds / 3600} hour${seconds === 3600 ? '' : 's'}`;
  if (seconds % 60 === 0) return `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

export function resetMail(reset: ResetCode, brand = siteName()): Mail {
  const { username, email, code, ttlSeconds, siteUrl } = reset;
  const valid = ttlText(ttlSeconds);
  if (reset.purpose === 'invite') {
    const link = `${siteUrl}/admin/reset-password?code=${encodeURIComponent(code)}&invite=1`;
    const role = reset.roleLabel ? ` as ${reset.roleLabel}` : '';
    const subject = `${siteName()}: your staff account`;
    const body = renderMail('staffInvite', { subject, brand, site: siteName(), username, role, valid, link });
    return { to: email, subject, ...body };
  }
  const link = `${siteUrl}/admin/reset-password?code=${encodeURIComponent(code)}`;
  const subject = `${siteName()}: choose a new password`;
  const body = renderMail('passwordReset', { subject, brand, site: siteName(), username, valid, link });
  return { to: email, subject, ...body };
}
