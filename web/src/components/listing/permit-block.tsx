import type { PermitQr } from '~/lib/permit';

/**
 * The advertising permit a Dubai listing must show: "DLD permit" with its number and
 * the QR code the server drew for its validation address (a scan opens the regulator's record).
 */
export function PermitBlock({ permitNumber, qr }: { permitNumber: string; qr: PermitQr | null }) {
  if (!permitNumber) return null;
  return (
    <section className="permit" aria-label="Advertising permit">
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
        <p className="permit__label">DLD permit</p>
        <p className="permit__number figure">{permitNumber}</p>
        {qr ? (
          <a href={qr.url} className="permit__check" target="_blank" rel="noopener noreferrer">
            Check this permit
          </a>
        ) : null}
      </div>
    </section>
  );
}
