import { PERMIT_WARNING_DAYS, type PermitAlert } from '@estate/contract';
import { Link } from 'react-router';
import { usePermitAlerts } from '../api/get-permit-alerts';

const DAY = 24 * 3600 * 1000;

/** "expires in 3 days", "expires today", "expired 2 days ago": from the stored instant. */
export function permitWhen(alert: PermitAlert, now = Date.now()): string {
  const end = Date.parse(alert.permitExpiresAt);
  if (alert.expired || end <= now) {
    const ago = Math.floor((now - end) / DAY);
    return ago < 1 ? 'expired today' : `expired ${ago} day${ago === 1 ? '' : 's'} ago`;
  }
  const left = Math.floor((end - now) / DAY);
  return left < 1 ? 'expires today' : `expires in ${left} day${left === 1 ? '' : 's'}`;
}

function AlertRow({ alert }: { alert: PermitAlert }) {
  return (
    <li>
      <Link
        to={`/update-property/${alert._id}`}
        className={['permit-alert', alert.expired ? 'permit-alert--expired' : ''].filter(Boolean).join(' ')}
      >
        <span className="permit-alert__ref">{alert.referenceNumber}</span>
        <span className="permit-alert__title">
          {alert.title}
          <span className="permit-alert__ref"> · permit {alert.permitNumber}</span>
          {alert.draft ? <span className="permit-alert__draft"> · draft, not on the site</span> : null}
        </span>
        <span className="permit-alert__when">{permitWhen(alert)}</span>
      </Link>
    </li>
  );
}

/**
 * The dashboard's permit alerts: listings whose advertising permit has expired (they
 * are off the public site until it is renewed) and those expiring within 14 days, each a link to
 * its edit page. Nothing is shown while there is nothing to do; a failed load says so.
 */
export function PermitAlerts() {
  const query = usePermitAlerts();
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <section className="permit-alerts" aria-labelledby="permit-alerts-title">
        <h2 id="permit-alerts-title" className="section-title">
          Advertising permits
        </h2>
        <p className="mail-error">The permit alerts could not be loaded.</p>
      </section>
    );
  }
  const { expired, expiring } = query.data;
  if (!expired.length && !expiring.length) return null;
  return (
    <section className="permit-alerts" aria-labelledby="permit-alerts-title">
      <h2 id="permit-alerts-title" className="section-title">
        Advertising permits
      </h2>
      {expired.length ? (
        <>
          <p className="section-lede">
            Expired: these listings are hidden from the site, its sitemap and the portal feeds until the permit is
            renewed.
          </p>
          <ul className="permit-alerts__list" aria-label="Expired permits">
            {expired.map((a) => (
              <AlertRow key={a._id} alert={a} />
            ))}
          </ul>
        </>
      ) : null}
      {expiring.length ? (
        <>
          <p className="section-lede">Expiring within {PERMIT_WARNING_DAYS} days.</p>
          <ul className="permit-alerts__list" aria-label="Permits expiring soon">
            {expiring.map((a) => (
              <AlertRow key={a._id} alert={a} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
