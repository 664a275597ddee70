import { isRouteErrorResponse, useRouteError } from 'react-router';

/** What a crashed page shows instead of a blank screen: what happened and a way forward. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main className="main" id="main">
      <div className="main__inner">
        <header className="page-header">
          <p className="page-header__eyebrow">Something went wrong</p>
          <h1 className="page-header__title">This page could not be shown</h1>
          <p className="page-header__description">
            Reload the page to try again. If it keeps happening, the details below help the developers.
          </p>
        </header>
        <p className="mail-error">{detail}</p>
        <p style={{ marginTop: 24, display: 'flex', gap: 10 }}>
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <a className="btn btn--ghost" href={`${import.meta.env.BASE_URL}dashboard`}>
            Go to the dashboard
          </a>
        </p>
      </div>
    </main>
  );
}
