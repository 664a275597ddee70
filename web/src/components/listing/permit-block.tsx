import type { PermitQr } from '~/lib/permit';
import listingTexts from 'virtual:messages/en/listing';
import { useT } from '~/lib/i18n/i18n';

/**
 * The advertising permit a Dubai listing must show: "DLD permit" with its number and
 * the QR code the server drew for its validation address (a scan opens the regulator's record).
 */
export function PermitBlock({ permitNumber, qr }: { permitNumber: string; qr: PermitQr | null }) {
  const t = useT(listingTexts);
  if (!permitNumber) return null;
  return (
    <section className="permit" aria-label={t('listing.permit')}>
      {qr ? (
        <a href={qr.url} className="permit__qr" target="_blank" rel="noopener noreferrer">
          {/* The server's own SVG (qrcode's output: two paths, no script, no link). */}
          <span
            role="img"
            aria-label={`QR code: check permit ${permitNumber} with the Dubai Land Department`}
            dangerouslySetInnerHTML={{ __html: qr.svg }}
          />
        </a>
      ) : null}
      <div className="permit__text">
        <p className="permit__label">{t('listing.permitLabel')}</p>
        <p className="permit__number figure">{permitNumber}</p>
        {qr ? (
          <a href={qr.url} className="permit__check" target="_blank" rel="noopener noreferrer">
            {t('listing.checkPermit')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
