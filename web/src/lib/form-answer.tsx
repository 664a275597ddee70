import type { FormEvent, ReactNode } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { PreviewInert } from '~/components/preview-inert';
import { useLocale } from './i18n/i18n';
import { localePath } from './i18n/locales';
import type { FieldErrors } from './form';

/*
 * The public forms without JavaScript (docs/decisions/0094). Each lead form is a real
 * <form method="post" action="/forms/<kind>">: a browser that has not run (or will never run) the
 * page's script posts it to the web server (server/forms.ts), which checks it with the contract's
 * schema and sends it to the CMS as the script would. It then answers with a 303 back to the page
 * with FORM_SENT_PARAM naming the form, or renders the page again with the answer (errors, the
 * values written). The page shows either in the form itself, with the texts the script shows.
 */

/** The lead forms the web server takes, by the path segment of their action. */
export const FORM_KINDS = ['enquiry', 'start-now', 'subscribe', 'viewing'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Where a form of `kind` posts when the script does not take it. */
export const formAction = (kind: FormKind) => `/forms/${kind}`;

/**
 * The query parameter of the page a form was sent from that names the form (its anchor). Pages
 * that carry it are kept by no cache (server/page-cache/keys.ts): the parameter is no route's.
 */
export const FORM_SENT_PARAM = 'sent';

/** The hidden fields every form without script adds: the page to come back to, and the form's anchor. */
export const RETURN_FIELD = 'return';
export const ANCHOR_FIELD = 'form';
/** The page's language, which the lead keeps and its buyer's mails are written in (decision 0101). */
export const LANGUAGE_FIELD = 'language';

/** An anchor: the id of the form's element, so the answer scrolls to it. */
export const isAnchor = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-z][a-z0-9-]{0,39}$/.test(value);

/** What the web server answered a form sent without script, for the form named by `anchor`. */
export interface FormAnswer {
  anchor: string;
  /** Sent and accepted: the form shows its thanks. */
  sent: boolean;
  /** What the visitor wrote (not on success: the form is cleared then, as with the script). */
  values?: Record<string, string>;
  /** The refused fields, in the words the script shows. */
  errors?: FieldErrors;
  /** The send failed for another reason (the CMS down, too many sends). */
  failed?: boolean;
  /** The CMS's own words about that failure, when it gave some. */
  message?: string;
}

/** The answer for this form, from the root loader (none on an ordinary visit). */
export function useFormAnswer(anchor: string): FormAnswer | undefined {
  const root = useRouteLoaderData('root') as { formAnswer?: FormAnswer } | undefined;
  return root?.formAnswer?.anchor === anchor ? root.formAnswer : undefined;
}

/** The answer a page request carries in its address: a thanks for the form it names. */
export function sentAnswerOf(request: Request): FormAnswer | undefined {
  const anchor = new URL(request.url).searchParams.get(FORM_SENT_PARAM);
  return isAnchor(anchor) ? { anchor, sent: true } : undefined;
}

/** The page and anchor a form sent without script comes back to, and the page's language (hidden inputs). */
export function ReturnFields({ anchor }: { anchor: string }) {
  const { pathname: routePath, search } = useLocation();
  const locale = useLocale();
  // The address as the visitor has it: the router's path is under the language's prefix.
  const pathname = localePath(locale, routePath);
  const params = new URLSearchParams(search);
  params.delete(FORM_SENT_PARAM);
  const query = params.toString();
  return (
    <>
      <input type="hidden" name={RETURN_FIELD} value={query ? `${pathname}?${query}` : pathname} />
      <input type="hidden" name={ANCHOR_FIELD} value={anchor} />
      <input type="hidden" name={LANGUAGE_FIELD} value={locale} />
    </>
  );
}

/**
 * A lead form: posted by the script (`onSubmit`), else to the web server (formAction) with the
 * page to come back to; its controls switched off on a draft preview (PreviewInert).
 */
export function LeadForm({
  kind,
  anchor,
  className,
  busy,
  onSubmit,
  children,
}: {
  kind: FormKind;
  anchor: string;
  className: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      id={anchor}
      className={className}
      method="post"
      action={formAction(kind)}
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
    >
      <PreviewInert>
        <ReturnFields anchor={anchor} />
        {children}
      </PreviewInert>
    </form>
  );
}
