// @vitest-environment node
import jsQR from 'jsqr';
import sharp from 'sharp';
import { permitCheckUrl } from './permit';
import { permitQr } from './permit-qr.server';

const TEMPLATE =
  'https://trakheesi.dubailand.gov.ae/General/ValidatePrintReport.aspx?reportType=19&transactionNumber={permit}';

/** What a phone's camera reads from the SVG: rasterised, then decoded. */
async function scan(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(400, 400, { kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null
  );
}

describe('The permit QR code', () => {
  it('encodes the validation address with the permit number in place of {permit}, and scans', async () => {
    const qr = await permitQr(TEMPLATE, '7101234567');
    expect(qr!.url).toBe(
      'https://trakheesi.dubailand.gov.ae/General/ValidatePrintReport.aspx?reportType=19&transactionNumber=7101234567',
    );
    expect(qr!.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(qr!.svg).not.toMatch(/<script|href=/i);
    expect(await scan(qr!.svg)).toBe(qr!.url);
  });

  it('URL-encodes what a permit number may hold', async () => {
    expect(permitCheckUrl('https://check.example/p/{permit}?again={permit}', ' 71/2024-A ')).toBe(
      'https://check.example/p/71%2F2024-A?again=71%2F2024-A',
    );
    const qr = await permitQr('https://check.example/p/{permit}', '71/2024-A');
    expect(await scan(qr!.svg)).toBe('https://check.example/p/71%2F2024-A');
  });

  it('draws nothing for a listing without a permit', async () => {
    expect(await permitQr(TEMPLATE, '  ')).toBeNull();
  });
});
