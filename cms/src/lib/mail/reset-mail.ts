import type { ResetCode } from '../auth/password-reset';
import { escapeHtml, siteName, type Mail } from './mail';

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

export function resetMail(reset: ResetCode): Mail {
  const { username, email, code, ttlSeconds, siteUrl } = reset;
  const valid = ttlText(ttlSeconds);
  if (reset.purpose === 'invite') {
    const link = `${siteUrl}/admin/reset-password?code=${encodeURIComponent(code)}&invite=1`;
    const role = reset.roleLabel ? ` as ${reset.roleLabel}` : '';
    return {
      to: email,
      subject: `${siteName()}: your staff account`,
      text:
        `Hello ${username},\n\nYou have been invited to the ${siteName()} staff admin${role}.\n` +
        `Choose your password here within ${valid}; the link works once:\n\n${link}\n\n` +
        `Your username is ${username}; you can also sign in with this e-mail address.\n`,
      html:
        `<p>Hello ${escapeHtml(username)},</p><p>You have been invited to the ${escapeHtml(siteName())} staff ` +
        `admin${escapeHtml(role)}. Choose your password within ${valid}; the link works once:</p>` +
        `<p><a href="${escapeHtml(link)}">Choose my password</a></p>` +
        `<p>Your username is ${escapeHtml(username)}; you can also sign in with this e-mail address.</p>`,
    };
  }
  const link = `${siteUrl}/admin/reset-password?code=${encodeURIComponent(code)}`;
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
