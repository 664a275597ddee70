import { MUTED, RULE, SERIF } from './mail-style';

/*
 * The templates of every mail the CMS sends (Handlebars, rendered by render.ts): for each, the
 * HTML body (set inside the shared layout, which adds the agency's name and the footer) and the
 * plain-text part. The data each one reads is made by the function that builds that mail.
 */

const CELL = 'padding:8px 12px 8px 0;vertical-align:top;text-align:left';

/** The mails, by template name. */
export const MAIL_TEMPLATES = {
  /** An enquiry, a booked viewing or a Start Now enquiry, to the agency: what the visitor gave. */
  leadTable: {
    html:
      '{{heading title}}' +
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;width:100%;font-size:14px">` +
      `{{#each rows}}<tr style="border-bottom:1px solid ${RULE}"><th scope="row" style="${CELL};color:${MUTED};font-weight:600;white-space:nowrap">{{label}}</th>` +
      `<td style="${CELL};white-space:pre-wrap">{{value}}</td></tr>{{/each}}</table>`,
    text: '{{title}}\n\n{{#each rows}}{{label}}: {{value}}\n{{/each}}',
  },

  /*
   * The buyers' mails (welcome, alerts, viewings) are given every text in the buyer's language,
   * written by lib/mail/mail-texts; `intro` and `matching` come as HTML with the search's name in
   * bold (boldIn in render.ts).
   */

  /** A new subscriber's welcome. */
  welcome: {
    html: '{{heading title}}<p style="margin:0 0 16px">{{line}}</p>' + '{{muted address}}',
    text: '{{title}}\n\n{{line}}\n\n{{address}}\n',
  },

  /** The opt-in of a saved search. */
  alertConfirmation: {
    html:
      '{{heading title}}' +
      '<p style="margin:0 0 16px">{{intro}}</p>' +
      '{{button confirm confirmLabel}}' +
      '{{muted ignore}}',
    text: '{{textIntro}}\n\n' + '{{confirmLine}}\n\n' + '{{ignore}}\n\n' + '{{unsubscribeLine}}\n',
  },

  /** A saved search's digest of new listings. */
  alertDigest: {
    html:
      '{{heading title}}' +
      '<p style="margin:0 0 8px">{{matching}}</p>' +
      '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;width:100%">' +
      `{{#each listings}}<tr><td style="padding:16px 0;border-bottom:1px solid ${RULE}">` +
      `<a href="{{url link}}" style="${SERIF};font-size:19px;color:inherit;text-decoration:none">{{title}}</a>` +
      `<div style="color:${MUTED};font-size:13px;margin-top:4px">{{line}}</div></td></tr>{{/each}}</table>` +
      '{{button all allLabel}}',
    text:
      '{{textIntro}}\n\n' +
      '{{#each listings}}{{#unless @first}}{{nl}}{{/unless}}{{title}}{{nl}}{{line}}{{nl}}{{link}}{{nl}}{{/each}}' +
      '{{nl}}{{allLine}}{{nl}}' +
      '{{nl}}{{unsubscribeLine}}\n',
  },

  /** The staff admin's "forgot password" mail. */
  passwordReset: {
    html:
      '{{heading "Choose a new password"}}<p style="margin:0 0 16px">Hello {{username}},</p>' +
      '<p style="margin:0 0 16px">Someone (we hope you) asked to reset the password of your {{site}} staff account. ' +
      'Choose a new one within {{valid}}:</p>{{button link "Choose a new password"}}' +
      '{{muted "If you did not ask for this, ignore this message: your password stays as it is."}}',
    text:
      'Hello {{username}},\n\nSomeone (we hope you) asked to reset the password of your {{site}} staff account.\n' +
      'Choose a new one here within {{valid}}:\n\n{{link}}\n\n' +
      'If you did not ask for this, ignore this message: your password stays as it is.\n',
  },

  /** A new member's invitation to the staff admin. */
  staffInvite: {
    html:
      '{{heading "Your staff account"}}<p style="margin:0 0 16px">Hello {{username}},</p>' +
      '<p style="margin:0 0 16px">You have been invited to the {{site}} staff admin{{role}}. ' +
      'Choose your password within {{valid}}; the link works once:</p>{{button link "Choose my password"}}' +
      '{{muted (concat "Your username is " username "; you can also sign in with this e-mail address.")}}',
    text:
      'Hello {{username}},\n\nYou have been invited to the {{site}} staff admin{{role}}.\n' +
      'Choose your password here within {{valid}}; the link works once:\n\n{{link}}\n\n' +
      'Your username is {{username}}; you can also sign in with this e-mail address.\n',
  },

  /** A buyer's mail at a change of a booked viewing (its calendar file attached). */
  viewing: {
    html:
      '{{heading title}}<p style="margin:0 0 16px">{{hello}}</p><p style="margin:0 0 16px">{{line}}</p>' +
      `<p style="margin:0 0 16px"><span style="color:${MUTED}">{{where}}</span> {{location}}</p>{{muted note}}`,
    text: '{{hello}}\n\n{{line}}\n{{where}} {{location}}\n\n{{note}}\n\n{{site}}\n',
  },

  /** A member's morning digest: tasks due today and today's viewings. */
  taskDigest: {
    html:
      '{{heading (concat "Your day, " day)}}<p style="margin:0 0 16px">Hello {{name}},</p>' +
      '{{#if tasks.length}}{{subheading "Tasks due today"}}<ul style="margin:0;padding-left:20px">' +
      '{{#each tasks}}<li style="margin:4px 0">{{at}} {{title}}{{#if about}} ({{about}}){{/if}}</li>{{/each}}</ul>{{/if}}' +
      '{{#if viewings.length}}{{subheading "Viewings today"}}<ul style="margin:0;padding-left:20px">' +
      '{{#each viewings}}<li style="margin:4px 0">{{time}} {{anchor href name}}{{#if listing}}, {{listing}}{{/if}}</li>{{/each}}</ul>{{/if}}' +
      '{{button dashboard "Your tasks on the dashboard"}}',
    text:
      'Hello {{name}},\n\nYour day, {{day}}:\n' +
      '{{#if tasks.length}}{{nl}}Tasks due today{{#each tasks}}{{nl}}- {{text}}{{/each}}{{nl}}{{/if}}' +
      '{{#if viewings.length}}{{nl}}Viewings today{{#each viewings}}{{nl}}- {{text}}{{/each}}{{nl}}{{/if}}' +
      '{{nl}}Your tasks on the dashboard:\n\n{{dashboard}}\n',
  },

  /** A listing's advertising permit about to expire, to its agent. */
  permitReminder: {
    html:
      '{{heading "An advertising permit expires soon"}}<p style="margin:0 0 16px">{{hello}}</p>' +
      '<p style="margin:0 0 16px">{{line}}</p>{{button link "Open the listing"}}',
    text: '{{hello}}\n\n{{line}}\nRenew it and enter the new expiry here:\n\n{{link}}\n',
  },

  /** A deal given to a member of the team. */
  assignment: {
    html:
      '{{heading "A new enquiry is yours"}}<p style="margin:0 0 16px">Hello {{name}},</p>' +
      '<p style="margin:0 0 16px">The enquiry of {{buyer}}{{#if listing}} about {{listing}}{{/if}} is assigned to you.</p>' +
      '{{button link "Open the enquiry"}}',
    text:
      'Hello {{name}},\n\nThe enquiry of {{buyer}}{{#if listing}} about {{listing}}{{/if}} is assigned to you.\n' +
      'Open it here:\n\n{{link}}\n',
  },
} as const satisfies Record<string, { html: string; text: string }>;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
