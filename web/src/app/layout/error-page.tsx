import type { GoneReason } from '@estate/contract';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { goneOf } from '~/lib/gone';
import { usePopups } from '~/lib/popups';
import { previewProblemOf, type PreviewProblem } from '~/lib/preview';
import { useT } from '~/lib/i18n/i18n';

/** The not-found page (status 404) and the page shown when content cannot be loaded. */
/** What a preview link's page says when the link does not open (docs/decisions/0036). */
const PREVIEW_TEXTS: Record<PreviewProblem, { title: string; lead: string }> = {
  invalid: {
    title: 'This preview link is not valid',
    lead: 'It may have been changed or copied incompletely. Open a new preview from the staff admin.',
  },
  expired: {
    title: 'This preview link has expired',
    lead: 'Preview links work for a limited time. Open a new preview from the staff admin.',
  },
};

/** What a listing's page says once it is no longer advertised (410), by the reason. */
const GONE_TEXTS: Record<GoneReason, { title: string; lead: string }> = {
  withdrawn: {
    title: 'This home has been withdrawn from sale',
    lead: 'Its owner has taken it off the market, so it is no longer advertised. Homes like it are below, and our advisors can tell you if it comes back.',
  },
  'permit-expired': {
    title: 'This listing is no longer advertised',
    lead: 'Its advertising permit has expired, so it cannot be shown for now. Homes like it are below, or ask our advisors about it.',
  },
};

export function ErrorPage({
  status,
  preview = null,
  gone = null,
}: {
  status: number;
  preview?: PreviewProblem | null;
  /** Why a listing is gone (410), when its page said. */
  gone?: GoneReason | null;
}) {
  const { openEnquiry } = usePopups();
  const t = useT();
  if (preview) {
    return (
      <section className="error-page">
        <div className="container error-page__inner">
          <p className="eyebrow eyebrow--light">{`Error ${status}`}</p>
          <h1 className="error-page__title">{PREVIEW_TEXTS[preview].title}</h1>
          <p className="error-page__lead">{PREVIEW_TEXTS[preview].lead}</p>
          <div className="error-page__actions">
            <a href="/admin/dashboard" className="button button--light">
              Go to the staff admin
            </a>
          </div>
        </div>
      </section>
    );
  }
  // A listing that is gone (410) says why when it can; otherwise it reads like one not found.
  const notFound = status === 404 || status === 410;
  const texts = status === 410 && gone ? GONE_TEXTS[gone] : null;
  return (
    <section className="error-page">
      <div className="container error-page__inner">
        <p className="eyebrow eyebrow--light">{t('error.status', { status: String(status) })}</p>
        <h1 className="error-page__title">
          {texts?.title ?? (notFound ? t('error.notFoundTitle') : t('error.failedTitle'))}
        </h1>
        <p className="error-page__lead">
          {texts?.lead ?? (notFound ? t('error.notFoundLead') : t('error.failedLead'))}
        </p>
        <div className="error-page__actions">
          <Link to="/all-properties" className="button button--light">
            {t('error.browse')}
          </Link>
          <Link to="/" className="button button--ghost-light">
            {t('error.home')}
          </Link>
          <button type="button" className="button button--ghost-light" onClick={() => openEnquiry()}>
            {t('error.contact')}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * The error page of the route that failed, from its error: a preview link that does not open, a
 * listing that is gone (with `more`, what the route offers instead: its similar homes), a page
 * not found, or one that could not be loaded (logged).
 */
export function RouteErrorPage({ more }: { more?: (gone: GoneReason) => ReactNode }) {
  const error = useRouteError();
  const response = isRouteErrorResponse(error);
  if (!response) console.error(error);
  const status = response ? error.status : 500;
  const gone = response && status === 410 ? goneOf(error.data) : null;
  return (
    <>
      <ErrorPage status={status} preview={response ? previewProblemOf(error.data) : null} gone={gone} />
      {gone && more ? more(gone) : null}
    </>
  );
}

/** The title of an error page, as route meta functions give it (every error page is noindex). */
export function errorTitle(error: unknown, agencyName: string): string {
  const response = isRouteErrorResponse(error);
  const preview = response && previewProblemOf(error.data);
  if (preview) return `Preview link ${preview === 'expired' ? 'expired' : 'not valid'} | ${agencyName}`;
  if (response && error.status === 410) return `No longer advertised | ${agencyName}`;
  if (response && error.status === 404) return `Page not found | ${agencyName}`;
  return `Something went wrong | ${agencyName}`;
}
