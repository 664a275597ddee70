'use strict';
/**
 * A small, genuine one-page A4 PDF (PDF 1.4, the standard Helvetica fonts, no embedded files or
 * scripts) for the tests that upload a brochure: the CMS checks a brochure by its content. Not a
 * listing's brochure: the site makes those from the listing's data (docs/decisions/0081). Every
 * object's byte offset is counted for the cross-reference table, so readers open it without
 * repairing it. It sits outside src/ so the pictures' drawing version (a hash of src/) and their
 * caches are not touched by it.
 */

/** Text as a PDF string literal: Latin-1, with its delimiters escaped. */
function literal(text) {
  const latin1 = String(text).replace(/[^\x20-\x7e\xa0-\xff]/g, (c) => (c === '\u2013' || c === '\u2014' ? '-' : '?'));
  return `(${latin1.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/**
 * @param {{ title: string; subtitle?: string; agency?: string; lines?: string[]; plan?: Array<[string, number, string]> }} content
 * @returns {Buffer}
 */
function brochurePdf(content) {
  const ops = [];
  const text = (font, size, x, y, value) => ops.push(`BT /${font} ${size} Tf ${x} ${y} Td ${literal(value)} Tj ET`);
  // A band of the brand's sand colour across the top, and a hairline under the title.
  ops.push('0.93 0.90 0.85 rg 0 742 595 100 re f');
  ops.push('0.11 0.10 0.09 rg');
  text('F2', 9, 56, 810, (content.agency ?? 'Estate').toUpperCase());
  text('F3', 26, 56, 770, content.title);
  if (content.subtitle) text('F1', 12, 56, 752, content.subtitle);
  ops.push('0.42 0.38 0.34 RG 0.5 w 56 720 m 539 720 l S');
  let y = 690;
  for (const line of content.lines ?? []) {
    text('F1', 11, 56, y, line);
    y -= 18;
  }
  if (content.plan?.length) {
    y -= 12;
    text('F2', 12, 56, y, 'Payment plan');
    y -= 20;
    for (const [milestone, percent, due] of content.plan) {
      text('F1', 10, 56, y, milestone);
      text('F2', 10, 300, y, `${percent}%`);
      text('F1', 10, 350, y, due);
      y -= 16;
    }
  }
  text('F1', 8, 56, 40, 'For information only. Prices and availability are subject to change.');
  const stream = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R /F2 6 0 R /F3 7 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>',
    `<< /Title ${literal(content.title)} /Producer (estate demo-media) >>`,
  ];
  // The binary comment line tells transfer tools the file is binary, as the PDF spec recommends.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

module.exports = { brochurePdf };
