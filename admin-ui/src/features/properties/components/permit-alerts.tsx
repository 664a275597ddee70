import { PERMIT_WARNING_DAYS, type PermitAlert } from '@estate/contract';
import { Link } from 'react-router';
import { usePermitAlerts } from '../api/get-permit-alerts';
import { days, permitStanding } from '../permit-days';

/**
 * "expires in 3 days", "expires today", "expired 2 days ago": from the stored instant, in Dubai
 * days as the listing form counts them (permit-days).
 */
export function permitWhen(alert: PermitAlert, now = Date.now()): string {
  const standing = permitStanding(alert.permitExpiresAt, now);
  // The server's word that it has expired holds even when this browser's clock is a little behind.
  if (alert.expired || standing?.expired) {
    const ago = standing?.expired ? standing.daysAgo : 0;
    return ago === 0 ? 'expired today' : `expired ${days(ago)} ago`;
  }
  const left = standing?.daysLeft ?? 0;
  return left === 0 ? 'expires today' : `expires in ${days(left)}`;
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
