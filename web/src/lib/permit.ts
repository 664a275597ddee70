/** A permit's validation address: the template's `{permit}` replaced by the URL-encoded number. */
export function permitCheckUrl(template: string, permitNumber: string): string {
  return template.split('{permit}').join(encodeURIComponent(permitNumber.trim()));
}

/** A permit's QR code as the server draws it: the address it encodes and the inline SVG. */
export interface PermitQr {
  url: string;
  svg: string;
}
