import Handlebars from 'handlebars';
import { INK, MUTED, PAPER, RULE, SANS, SERIF } from './mail-style';
import { MAIL_TEMPLATES, type MailTemplateName } from './templates';

/*
 * Every mail's HTML and plain text come from one Handlebars environment (docs/decisions/0099):
 * the templates of templates.ts, one shared layout for the HTML part, and a few helpers for the
 * pieces every mail repeats (heading, paragraph, button, muted line). `{{value}}` escapes what it
 * shows, so a visitor's name or message can never become markup; the plain-text part is compiled
 * without escaping, as a text part has no markup to protect.
 */

const hb = Handlebars.create();

const LAYOUT = `<!doctype html>
<html lang="{{lang}}"{{#if rtl}} dir="rtl"{{/if}}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light"><title>{{subject}}</title></head>
<body style="margin:0;padding:0;background:${PAPER}">
<div role="article" aria-roledescription="email" aria-label="{{subject}}" lang="{{lang}}"{{#if rtl}} dir="rtl"{{/if}} style="background:${PAPER}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;background:${PAPER}"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;max-width:600px;background:#ffffff;border:1px solid ${RULE}">
<tr><td style="padding:28px 40px 22px;border-bottom:1px solid ${RULE};text-align:center;${SERIF};font-size:18px;letter-spacing:.28em;text-transform:uppercase;color:${INK}">{{brand}}</td></tr>
<tr><td style="padding:32px 40px 36px;${SANS};font-size:15px;line-height:1.6;color:${INK}{{#if rtl}};text-align:right{{/if}}">{{> @partial-block}}</td></tr>
<tr><td style="padding:20px 40px 28px;border-top:1px solid ${RULE};${SANS};font-size:12px;line-height:1.6;color:${MUTED};text-align:center">{{#with footer}}{{before}}{{footnoteLink href label}}{{after}}<br>{{/with}}{{brand}}</td></tr>
</table></td></tr></table></div></body></html>`;

hb.registerPartial('layout', LAYOUT);

const esc = (value: unknown) => hb.Utils.escapeExpression(String(value ?? ''));
/** An address inside a double-quoted attribute: only what could end or break the attribute is escaped. */
const escUrl = (value: unknown) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const safe = (html: string) => new hb.SafeString(html);

/**
 * A sentence with one value in bold, for a template's HTML: `sentence` writes the text with the
 * value at the place it is given (a message's argument); the text and the value are escaped, and
 * only the <strong> around the value is markup.
 */
export function boldIn(sentence: (value: string) => string, value: string): Handlebars.SafeString {
  const MARK = '\u0000';
  return safe(
    sentence(MARK)
      .split(MARK)
      .map((part) => esc(part))
      .join(`<strong>${esc(value)}</strong>`),
  );
}

hb.registerHelper('url', (href: unknown) => safe(escUrl(href)));
hb.registerHelper('heading', (text: unknown) =>
  safe(
    `<h1 style="margin:0 0 20px;${SERIF};font-size:26px;line-height:1.3;font-weight:normal;color:${INK}">${esc(text)}</h1>`,
  ),
);
hb.registerHelper('subheading', (text: unknown) =>
  safe(`<h2 style="margin:28px 0 8px;${SERIF};font-size:19px;font-weight:normal;color:${INK}">${esc(text)}</h2>`),
);
/** Whether the mail being rendered is written right to left (its root data's `rtl`). */
const isRtl = (options: unknown) =>
  (options as { data?: { root?: { rtl?: unknown } } } | undefined)?.data?.root?.rtl === true;

/**
 * A link that looks like a button, and stays a plain, readable link where styles are off. Right
 * to left (Arabic) it has no tracking: spaced letters break Arabic's joined script.
 */
hb.registerHelper('button', (href: unknown, label: unknown, options: unknown) =>
  safe(
    `<p style="margin:28px 0"><a href="${escUrl(href)}" style="display:inline-block;background:${INK};color:#f7f2ea;padding:13px 30px;${SANS};font-size:13px;${isRtl(options) ? '' : 'letter-spacing:.12em;'}text-transform:uppercase;text-decoration:none">${esc(label)}</a></p>`,
  ),
);
hb.registerHelper('muted', (text: unknown) =>
  safe(`<p style="margin:16px 0;color:${MUTED};font-size:13px">${esc(text)}</p>`),
);
hb.registerHelper('anchor', (href: unknown, label: unknown) =>
  safe(`<a href="${escUrl(href)}" style="color:${INK};text-decoration:underline">${esc(label)}</a>`),
);
hb.registerHelper('footnoteLink', (href: unknown, label: unknown) =>
  safe(`<a href="${escUrl(href)}" style="color:${MUTED};text-decoration:underline">${esc(label)}</a>`),
);
/** Joins its arguments (Handlebars passes its options object last: dropped). */
hb.registerHelper('concat', (...args: unknown[]) =>
  args
    .slice(0, -1)
    .map((a) => String(a ?? ''))
    .join(''),
);
/** A line break of the plain-text part, written where a literal one would read less clearly. */
hb.registerHelper('nl', () => '\n');

type Compiled = { html: Handlebars.TemplateDelegate; text: Handlebars.TemplateDelegate };
const compiled = new Map<MailTemplateName, Compiled>();

function templateOf(name: MailTemplateName): Compiled {
  let found = compiled.get(name);
  if (!found) {
    const source = MAIL_TEMPLATES[name];
    found = {
      html: hb.compile(`{{#> layout}}${source.html}{{/layout}}`),
      // A text part keeps every line break as written: no standalone-tag trimming.
      text: hb.compile(source.text, { noEscape: true, ignoreStandalone: true }),
    };
    compiled.set(name, found);
  }
  return found;
}

/** What every template is given besides its own data: the subject and the agency's name. */
export interface MailFrame {
  subject: string;
  /** The agency's name as the settings give it (the site's name when unset). */
  brand: string;
  /** A line above the agency's name at the foot, with a link in it (e.g. to unsubscribe). */
  footer?: { before: string; href: string; label: string; after: string };
  /** The mail's lang attribute: a buyer's language (lib/mail/mail-texts); English when unset. */
  lang?: string;
  /** Written right to left (Arabic): the layout gets dir="rtl" and right-aligned text. */
  rtl?: boolean;
}

/** Renders a mail's two parts from its template. */
export function renderMail(
  name: MailTemplateName,
  data: MailFrame & Record<string, unknown>,
): { html: string; text: string } {
  const template = templateOf(name);
  const framed = { ...data, lang: data.lang ?? 'en', rtl: data.rtl === true };
  return { html: template.html(framed), text: template.text(framed) };
}
