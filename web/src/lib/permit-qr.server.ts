import QRCode from 'qrcode';
import { permitCheckUrl, type PermitQr } from './permit';

/**
 * The QR code of a listing's advertising permit, drawn on the server during the render as inline
 * SVG (decision 0026): no outside service, no script in the browser. Error correction M (15%)
 * survives a screen's glare and a phone's angle; the quiet zone is the standard's four modules.
 */
export async function permitQr(template: string, permitNumber: string): Promise<PermitQr | null> {
  if (!permitNumber.trim()) return null;
  const url = permitCheckUrl(template, permitNumber);
  const svg = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#1b1a18ff', light: '#ffffffff' },
  });
  return { url, svg };
}
