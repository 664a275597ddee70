import { Link } from 'react-router';
import { usePopups } from '~/lib/popups';
import type { PreviewProblem } from '~/lib/preview';

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

export function ErrorPage({ status, preview = null }: { status: number; preview?: PreviewProblem | null }) {
  const { openEnquiry } = usePopups();
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
  // A listing that is gone (410: its advertising permit expired) reads like one not found.
  const notFound = status === 404 || status === 410;
  return (
    <section className="error-page">
      <div className="container error-page__inner">
        <p className="eyebrow eyebrow--light">{`Error ${status}`}</p>
        <h1 className="error-page__title">
          {notFound ? 'This page is no longer on the market' : 'We could not open this page just now'}
        </h1>
        <p className="error-page__lead">
          {notFound
            ? 'The address may have changed, or the listing has been sold or withdrawn. Our current homes are a click away.'
            : 'Please try again in a moment. If it keeps happening, our advisors are happy to help directly.'}
        </p>
        <div className="error-page__actions">
          <Link to="/all-properties" className="button button--light">
            Browse properties
          </Link>
          <Link to="/" className="button button--ghost-light">
            Back to home
          </Link>
          <button type="button" className="button button--ghost-light" onClick={() => openEnquiry()}>
            Contact an advisor
          </button>
        </div>
      </div>
    </section>
  );
}
