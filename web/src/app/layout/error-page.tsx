import { Link } from 'react-router';
import { usePopups } from '~/lib/popups';

/** The not-found page (status 404) and the page shown when content cannot be loaded. */
export function ErrorPage({ status }: { status: number }) {
  const { openEnquiry } = usePopups();
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
