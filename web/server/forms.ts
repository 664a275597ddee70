import { HONEYPOT_FIELD } from '@estate/contract';
import {
  EnquiryInputSchema,
  StartNowInputSchema,
  SubscribeInputSchema,
  ViewingInputSchema,
} from '@estate/contract/schemas';
import express, { type Request, type Response, type Router } from 'express';
import type { z } from 'zod';
import { bookViewing } from '../src/features/leads/api/book-viewing';
import { sendEnquiry } from '../src/features/leads/api/send-enquiry';
import { sendStartNow } from '../src/features/leads/api/send-start-now';
import { subscribe } from '../src/features/leads/api/subscribe';
import { ApiError } from '../src/lib/api-client';
import { UTM_FIELDS } from '../src/lib/attribution';
import { fieldErrorsFrom, unchosenTime, validate, type FieldErrors } from '../src/lib/form';
import { localeFromPath } from '../src/lib/i18n/locales';
import {
  ANCHOR_FIELD,
  FORM_KINDS,
  FORM_SENT_PARAM,
  formAction,
  isAnchor,
  LANGUAGE_FIELD,
  RETURN_FIELD,
  type FormAnswer,
  type FormKind,
} from '../src/lib/form-answer';

/*
 * The public lead forms as a browser without script sends them (docs/decisions/0094): an
 * urlencoded POST, checked with the contract's schema, sent to the CMS's public route the script
 * calls (with the visitor's forwarding chain, so its limits and honeypot apply to the visitor),
 * then a 303 back to the page with the thanks, or the page again with what was refused.
 */

/**
 * At most this much of a form: the longest, an enquiry's 5,000-character message, percent-encoded
 * from three-byte characters, is 45 KB.
 */
export const FORM_BODY_LIMIT = 64 * 1024;

interface FormOf<S extends z.ZodType> {
  schema: S;
  /** The script's own call of the CMS's public route (web/src/features/leads/api). */
  send: (input: z.input<S>) => Promise<unknown>;
  /** The schema's errors as the form shows them. */
  refused?: (errors: FieldErrors, fields: Fields) => FieldErrors;
}

const FORMS: { [K in FormKind]: FormOf<z.ZodType> } = {
  enquiry: formOf({ schema: EnquiryInputSchema, send: sendEnquiry }),
  'start-now': formOf({ schema: StartNowInputSchema, send: sendStartNow }),
  subscribe: formOf({ schema: SubscribeInputSchema, send: subscribe }),
  viewing: formOf({ schema: ViewingInputSchema, send: bookViewing, refused: (e, v) => unchosenTime(e, v.time) }),
};

/** A form's schema and sender, typed together, then kept as any form's. */
function formOf<S extends z.ZodType>(spec: FormOf<S>): FormOf<z.ZodType> {
  return spec as unknown as FormOf<z.ZodType>;
}

type Fields = Record<string, string>;

export interface FormsOptions {
  /** PUBLIC_SITE_URL: the page address a lead is credited to. */
  siteUrl: string;
  /** Runs a CMS call as the visitor's (its X-Forwarded-For chain, as proxy.ts forwards it). */
  asVisitor: <T>(req: Request, call: () => Promise<T>) => Promise<T>;
  /** Answers with the page at `path` rendered again, showing `answer` in its form, with `status`. */
  renderAnswer: (req: Request, res: Response, path: string, status: number, answer: FormAnswer) => Promise<void>;
}

/** Paths a form never comes back to: not pages of the public site. */
const NOT_A_PAGE = /^\/(api|admin|forms|uploads|img|tiles|assets)(\/|$)/;

/**
 * The page a form came from, as a path of this site: a relative path starting with one "/",
 * without control characters or backslashes (which browsers read as "/": "/\evil.example"), nor
 * any other origin once resolved; anything else is the home page. The answer marker is dropped.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return '/';
  // eslint-disable-next-line no-control-regex
  if (!/^\/(?![/\\])/.test(value) || /[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  const base = 'http://form.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return '/';
  }
  if (url.origin !== base || NOT_A_PAGE.test(url.pathname)) return '/';
  url.searchParams.delete(FORM_SENT_PARAM);
  return `${url.pathname}${url.search}`;
}

/**
 * The page to come back to: the form's own field, or the address the browser says it was on
 * (Referer) when that is the same page of this origin. A stored page is rendered for its
 * normalised address, so only the browser still knows the campaign parameters it was opened with.
 */
function returnPathOf(req: Request): string {
  const field = safeReturnPath((req.body as Record<string, unknown>)[RETURN_FIELD]);
  const referer = req.get('referer');
  if (!referer || !URL.canParse(referer)) return field;
  const from = new URL(referer);
  if (from.origin !== `${req.protocol}://${req.get('host')}`) return field;
  const page = safeReturnPath(`${from.pathname}${from.search}`);
  return page.split('?')[0] === field.split('?')[0] ? page : field;
}

function refuse(res: Response, status: number, message: string) {
  res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(message);
}

/** The string fields of a parsed body, but the return path and the anchor. */
function fieldsOf(body: unknown): Fields {
  const fields: Fields = {};
  if (!body || typeof body !== 'object') return fields;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string' && name !== RETURN_FIELD && name !== ANCHOR_FIELD) fields[name] = value;
  }
  return fields;
}

/**
 * What the script would send: blank answers left out, the page and its campaign added (and its
 * language, from the page's address when a form rendered without the field sends none), and only
 * the fields the form's schema has.
 */
function inputOf(schema: z.ZodType, fields: Fields, siteUrl: string, returnPath: string): Record<string, string> {
  const all: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) if (value.trim() !== '') all[name] = value;
  const query = new URL(returnPath, 'http://form.invalid').searchParams;
  for (const utm of UTM_FIELDS) {
    const value = query.get(utm)?.trim();
    if (value) all[utm] = value;
  }
  all.pageURL = `${siteUrl.replace(/\/$/, '')}${returnPath}`;
  all[LANGUAGE_FIELD] ??= localeFromPath(returnPath);
  return ofSchema(schema, all);
}

/** Only the fields a schema has (any other posted name is dropped). */
function ofSchema(schema: z.ZodType, fields: Fields): Fields {
  const known = (schema as { shape?: Record<string, unknown> }).shape;
  return known ? Object.fromEntries(Object.entries(fields).filter(([name]) => name in known)) : fields;
}

/** What the visitor wrote, to show again: the form's fields, not the honeypot. */
function keptValues(schema: z.ZodType, fields: Fields): Fields {
  const { [HONEYPOT_FIELD]: _trap, ...values } = ofSchema(schema, fields);
  return values;
}

/** POST /forms/<kind> (formAction): the lead forms sent without script. */
export function formsRouter(options: FormsOptions): Router {
  const router = express.Router();
  const parse = express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT, parameterLimit: 100 });

  router.all('/forms/:kind', (req, res, next) => {
    const kind = FORM_KINDS.find((k) => formAction(k) === `/forms/${req.params.kind}`);
    if (!kind) return refuse(res, 404, 'No such form');
    if (req.method !== 'POST') {
      res.set('Allow', 'POST');
      return refuse(res, 405, `${formAction(kind)} takes only POST`);
    }
    if (!req.is('application/x-www-form-urlencoded')) {
      return refuse(res, 415, `${formAction(kind)} takes application/x-www-form-urlencoded bodies`);
    }
    parse(req, res, (err?: unknown) => {
      if (err) {
        const { status = 400, type } = err as { status?: number; type?: string };
        if (type === 'entity.too.large') {
          res.set('Connection', 'close');
          return refuse(res, 413, `The form is larger than the ${FORM_BODY_LIMIT / 1024} KB limit`);
        }
        if (type === 'parameters.too.many') return refuse(res, 413, 'The form has more than 100 fields');
        return refuse(res, status, 'The form could not be read');
      }
      send(kind, req, res).catch(next);
    });
  });

  async function send(kind: FormKind, req: Request, res: Response) {
    const form = FORMS[kind];
    const fields = fieldsOf(req.body);
    const returnPath = returnPathOf(req);
    const anchorField = (req.body as Record<string, unknown>)[ANCHOR_FIELD];
    const anchor = isAnchor(anchorField) ? anchorField : kind;
    const again = (status: number, answer: Omit<FormAnswer, 'anchor' | 'sent' | 'values'>) =>
      options.renderAnswer(req, res, returnPath, status, {
        anchor,
        sent: false,
        values: keptValues(form.schema, fields),
        ...answer,
      });

    const input = inputOf(form.schema, fields, options.siteUrl, returnPath);
    const checked = validate(form.schema, input);
    if (!checked.ok)
      return again(400, { errors: form.refused ? form.refused(checked.errors, fields) : checked.errors });
    try {
      // The body the script sends: the same fields, checked by the same schema.
      await options.asVisitor(req, () => form.send(input));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      // A refused field (409: the viewing slot was taken meanwhile) is shown under it.
      if ((err.status === 400 || err.status === 409) && err.fieldErrors.length) {
        return again(err.status, { errors: fieldErrorsFrom(err.fieldErrors) });
      }
      console.warn(`[web] ${formAction(kind)}: the CMS answered ${err.status}`);
      const status = err.status >= 400 && err.status < 500 ? err.status : 502;
      return again(status, { failed: true, message: err.serverMessage });
    }
    const sep = returnPath.includes('?') ? '&' : '?';
    res.set('Cache-Control', 'no-store');
    res.redirect(303, `${returnPath}${sep}${FORM_SENT_PARAM}=${anchor}#${anchor}`);
  }

  return router;
}
