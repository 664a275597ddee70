import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { brochureFonts } from './fonts';

/*
 * A listing's brochure as the agency would print it (docs/decisions/0081): two A4 pages in the
 * site's faces and colours. The cover: the photograph across the top, the place, the title, the
 * key facts and the price in AED. The second page: the description, two more pictures, the floor
 * plan, the payment plan of an off-plan sale, the agent, and the DLD permit with a QR code that
 * opens the listing's page. Pictures arrive already cut to their boxes (service.ts).
 */

export interface BrochureFact {
  label: string;
  value: string;
  /** A second, smaller line under the figure (the area in m², the handover). */
  note?: string;
}

export interface BrochureAgent {
  name: string;
  position: string;
  phone: string;
  email: string;
  photo: Buffer | null;
}

export interface BrochureContent {
  agencyName: string;
  /** The agency's own line at the foot: phone, e-mail. */
  agencyContact: string;
  title: string;
  /** "Villa · Palm Jumeirah". */
  eyebrow: string;
  /** The price as the listing's page shows it in AED ("AED 14,690,000"); null: on request. */
  price: string | null;
  facts: BrochureFact[];
  description: string[];
  reference: string;
  permitNumber: string;
  /** The listing's page: the QR code's address. */
  listingUrl: string;
  paymentPlan: { milestone: string; percent: number; due: string }[];
  agent: BrochureAgent | null;
  cover: Buffer | null;
  gallery: Buffer[];
  floorPlan: Buffer | null;
}

/** A4 in points, and the boxes the pictures are cut to (service.ts asks for these ratios). */
export const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INNER = PAGE.width - 2 * MARGIN;
export const COVER_BOX = { width: PAGE.width, height: 470 };
export const GALLERY_BOX = { width: (INNER - 12) / 2, height: 150 };
export const FLOOR_PLAN_BOX = { width: 250, height: 210 };

/** The site's tokens (web/src/styles/tokens.css). */
const INK = '#2a2825';
const MUTED = '#62594d';
const GOLD = '#b08d57';
const GOLD_DEEP = '#7a5b2c';
const SAND = '#ece5d8';
const PAPER = '#fbfaf7';
const NIGHT = '#121416';
const LINE = '#d9d2c5';

type Doc = PDFKit.PDFDocument;

/** Small capitals as the site sets its eyebrows: Jost 500, tracked, in gold. */
function eyebrow(doc: Doc, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) {
  doc
    .font('sans-500')
    .fontSize(7.5)
    .fillColor(GOLD_DEEP)
    .text(text.toUpperCase(), x, y, { characterSpacing: 1.6, lineBreak: false, ...options });
}

function hairline(doc: Doc, x1: number, x2: number, y: number, color = LINE) {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.6).strokeColor(color).stroke();
}

/** Where the footer's hairline runs. */
const FOOTER_LINE = PAGE.height - 44;

function footer(doc: Doc, c: BrochureContent, page: number) {
  const y = FOOTER_LINE + 10;
  hairline(doc, MARGIN, PAGE.width - MARGIN, FOOTER_LINE);
  doc.font('sans-400').fontSize(7).fillColor(MUTED);
  doc.text(`${c.agencyName}  ·  ${c.agencyContact}`, MARGIN, y, { width: INNER * 0.7, lineBreak: false });
  doc.text(`Ref. ${c.reference}  ·  ${page} / 2`, MARGIN, y, { width: INNER, align: 'right', lineBreak: false });
}

/** The largest of the title's sizes whose lines fit the room (a long title steps down). */
function titleSize(doc: Doc, title: string, room: number): number {
  for (const size of [34, 30, 26, 22]) {
    doc.font('serif-500').fontSize(size);
    if (doc.heightOfString(title, { width: INNER, lineGap: -size * 0.12 }) <= room) return size;
  }
  return 22;
}

function coverPage(doc: Doc, c: BrochureContent) {
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(PAPER);
  if (c.cover) doc.image(c.cover, 0, 0, { width: COVER_BOX.width, height: COVER_BOX.height });
  else doc.rect(0, 0, COVER_BOX.width, COVER_BOX.height).fill(NIGHT);
  // A veil under the agency's name, so it reads on a bright sky.
  const veil = doc.linearGradient(0, 0, 0, 110);
  veil.stop(0, NIGHT, 0.55).stop(1, NIGHT, 0);
  doc.rect(0, 0, PAGE.width, 110).fill(veil);
  doc
    .font('sans-500')
    .fontSize(9)
    .fillColor('#ffffff')
    .text(c.agencyName.toUpperCase(), MARGIN, 40, { characterSpacing: 4, lineBreak: false });
  doc.font('sans-300').fontSize(7.5).fillColor('#ffffff').text('PRIVATE PROPERTY BROCHURE', MARGIN, 40, {
    width: INNER,
    align: 'right',
    characterSpacing: 1.6,
    lineBreak: false,
  });

  // From the foot up: the price band and the facts keep their places, the title has what is left.
  const priceY = FOOTER_LINE - 22 - 76;
  const factsY = priceY - 30 - 52;
  let y = COVER_BOX.height + 32;
  eyebrow(doc, c.eyebrow, MARGIN, y);
  y += 14;
  const titleRoom = factsY - 26 - y;
  const size = titleSize(doc, c.title, titleRoom);
  doc.font('serif-500').fontSize(size).fillColor(INK);
  doc.text(c.title, MARGIN, y, { width: INNER, lineGap: -size * 0.12, height: titleRoom, ellipsis: true });
  hairline(doc, MARGIN, MARGIN + 56, Math.min(doc.y, y + titleRoom) + 10, GOLD);
  y = factsY;

  // The key facts in a row of equal cells, each a small label over a figure.
  const facts = c.facts.filter((f) => f.value.trim());
  const cell = INNER / Math.max(1, facts.length);
  facts.forEach((f, i) => {
    const x = MARGIN + i * cell;
    if (i > 0)
      doc
        .moveTo(x - 10, y)
        .lineTo(x - 10, y + 38)
        .lineWidth(0.6)
        .strokeColor(LINE)
        .stroke();
    doc
      .font('sans-400')
      .fontSize(7)
      .fillColor(MUTED)
      .text(f.label.toUpperCase(), x, y, {
        width: cell - 16,
        characterSpacing: 1.2,
        lineBreak: false,
      });
    doc
      .font('serif-500')
      .fontSize(17)
      .fillColor(INK)
      .text(f.value, x, y + 13, { width: cell - 16, lineBreak: false });
    if (f.note)
      doc
        .font('sans-300')
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(f.note, x, y + 35, { width: cell - 16, lineBreak: false });
  });
  y = priceY;

  // The price on a band of sand, the figure the listing's page shows.
  doc.rect(MARGIN, y, INNER, 76).fill(SAND);
  eyebrow(doc, 'Asking price', MARGIN + 22, y + 18);
  doc
    .font('serif-500')
    .fontSize(28)
    .fillColor(INK)
    .text(c.price ?? 'Price on request', MARGIN + 22, y + 32, { lineBreak: false });
  doc
    .font('sans-400')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(`Ref. ${c.reference}`, MARGIN, y + 24, { width: INNER - 22, align: 'right', lineBreak: false });
  if (c.permitNumber)
    doc.text(`DLD permit ${c.permitNumber}`, MARGIN, y + 38, { width: INNER - 22, align: 'right', lineBreak: false });
  footer(doc, c, 1);
}

/** A picture already cut to its box, or a quiet panel where there is none. */
function picture(doc: Doc, image: Buffer | null, x: number, y: number, w: number, h: number) {
  if (image) doc.image(image, x, y, { width: w, height: h });
  else doc.rect(x, y, w, h).fill(SAND);
}

/** The permit's QR code drawn as squares: sharp at any zoom, and no image to decode. */
function qrCode(doc: Doc, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const unit = size / count;
  doc.rect(x - 6, y - 6, size + 12, size + 12).fill('#ffffff');
  doc.fillColor(NIGHT);
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.modules.get(row, col)) doc.rect(x + col * unit, y + row * unit, unit + 0.05, unit + 0.05);
  doc.fill(NIGHT);
}

function planTable(doc: Doc, rows: BrochureContent['paymentPlan'], x: number, y: number, width: number): number {
  eyebrow(doc, 'Payment plan', x, y);
  y += 18;
  for (const row of rows) {
    doc.font('serif-500').fontSize(18).fillColor(INK).text(`${row.percent}%`, x, y, { width: 52, lineBreak: false });
    doc
      .font('sans-500')
      .fontSize(8.5)
      .fillColor(INK)
      .text(row.milestone, x + 56, y + 1, { width: width - 56, lineBreak: false, ellipsis: true });
    doc
      .font('sans-300')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(row.due, x + 56, y + 13, { width: width - 56, lineBreak: false, ellipsis: true });
    y += 30;
    hairline(doc, x, x + width, y - 5);
  }
  return y;
}

function detailPage(doc: Doc, c: BrochureContent) {
  doc.addPage();
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(PAPER);
  let y = 46;
  doc
    .font('sans-500')
    .fontSize(8)
    .fillColor(INK)
    .text(c.agencyName.toUpperCase(), MARGIN, y, { characterSpacing: 4, lineBreak: false });
  doc
    .font('serif-400-italic')
    .fontSize(11)
    .fillColor(MUTED)
    .text(c.title, MARGIN, y - 2, { width: INNER, align: 'right', lineBreak: false, ellipsis: true });
  y += 30;

  eyebrow(doc, 'The residence', MARGIN, y);
  y += 16;
  const text = c.description
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n');
  doc.font('serif-400').fontSize(12.5).fillColor(INK);
  doc.text(text || c.title, MARGIN, y, {
    width: INNER,
    height: 150,
    ellipsis: true,
    lineGap: 1.5,
    paragraphGap: 8,
    columns: text.length > 420 ? 2 : 1,
    columnGap: 24,
  });
  y = Math.min(doc.y, y + 150) + 20;

  if (c.gallery.length) {
    c.gallery.slice(0, 2).forEach((img, i) => {
      picture(doc, img, MARGIN + i * (GALLERY_BOX.width + 12), y, GALLERY_BOX.width, GALLERY_BOX.height);
    });
    y += GALLERY_BOX.height + 24;
  }

  // The floor plan on the left, the payment plan (or the facts again) on the right.
  const top = y;
  const right = MARGIN + FLOOR_PLAN_BOX.width + 28;
  const rightWidth = PAGE.width - MARGIN - right;
  if (c.floorPlan) {
    eyebrow(doc, 'Floor plan', MARGIN, top);
    doc.rect(MARGIN, top + 16, FLOOR_PLAN_BOX.width, FLOOR_PLAN_BOX.height).fill('#ffffff');
    doc.image(c.floorPlan, MARGIN + 8, top + 24, {
      fit: [FLOOR_PLAN_BOX.width - 16, FLOOR_PLAN_BOX.height - 16],
      align: 'center',
      valign: 'center',
    });
  }
  const tableX = c.floorPlan ? right : MARGIN;
  const tableWidth = c.floorPlan ? rightWidth : INNER;
  if (c.paymentPlan.length) planTable(doc, c.paymentPlan, tableX, top, tableWidth);
  else {
    eyebrow(doc, 'At a glance', tableX, top);
    let fy = top + 18;
    for (const f of c.facts.filter((fact) => fact.value.trim())) {
      doc.font('sans-400').fontSize(8).fillColor(MUTED).text(f.label, tableX, fy, { lineBreak: false });
      doc
        .font('sans-500')
        .fontSize(9)
        .fillColor(INK)
        .text(f.value, tableX, fy, { width: tableWidth, align: 'right', lineBreak: false });
      fy += 22;
      hairline(doc, tableX, tableX + tableWidth, fy - 7);
    }
  }

  // The agent and the permit on a band of night at the foot.
  const band = { y: PAGE.height - 72 - 150, h: 150 };
  doc.rect(0, band.y, PAGE.width, band.h).fill(NIGHT);
  let ax = MARGIN;
  doc
    .font('sans-500')
    .fontSize(7.5)
    .fillColor('#d8c29a')
    .text('YOUR AGENT', ax, band.y + 26, { characterSpacing: 1.6, lineBreak: false });
  const agent = c.agent;
  if (agent?.photo) {
    doc.save();
    doc.circle(ax + 36, band.y + 84, 36).clip();
    doc.image(agent.photo, ax, band.y + 48, { width: 72, height: 72 });
    doc.restore();
    ax += 90;
  }
  doc
    .font('serif-500')
    .fontSize(18)
    .fillColor('#ffffff')
    .text(agent?.name || c.agencyName, ax, band.y + 50, { width: 230, lineBreak: false, ellipsis: true });
  doc
    .font('sans-300')
    .fontSize(8)
    .fillColor('#d8c29a')
    .text(agent?.position || 'Private office', ax, band.y + 73, { width: 230, lineBreak: false });
  doc.font('sans-400').fontSize(8.5).fillColor('#ffffff');
  const lines = agent ? [agent.phone, agent.email] : [c.agencyContact];
  lines
    .filter(Boolean)
    .forEach((line, i) => doc.text(line, ax, band.y + 92 + i * 14, { width: 230, lineBreak: false }));

  const qrSize = 78;
  const qrX = PAGE.width - MARGIN - qrSize - 6;
  const qrY = band.y + 36;
  qrCode(doc, c.listingUrl, qrX, qrY, qrSize);
  const labelRight = qrX - 20;
  doc
    .font('sans-500')
    .fontSize(7.5)
    .fillColor('#d8c29a')
    .text(c.permitNumber ? 'DLD PERMIT' : 'REFERENCE', 300, band.y + 48, {
      width: labelRight - 300,
      align: 'right',
      characterSpacing: 1.6,
      lineBreak: false,
    });
  doc
    .font('serif-500')
    .fontSize(16)
    .fillColor('#ffffff')
    .text(c.permitNumber || c.reference, 300, band.y + 62, {
      width: labelRight - 300,
      align: 'right',
      lineBreak: false,
    });
  doc
    .font('sans-300')
    .fontSize(7.5)
    .fillColor('#ffffff')
    .text('Scan to see the listing online', 300, band.y + 86, {
      width: labelRight - 300,
      align: 'right',
      lineBreak: false,
    });

  doc
    .font('sans-300')
    .fontSize(6.5)
    .fillColor(MUTED)
    .text(
      'For information only, not an offer or part of a contract. Prices, plans and availability may change; figures are the agency’s at the date of printing.',
      MARGIN,
      PAGE.height - 60,
      { width: INNER, lineBreak: false, ellipsis: true },
    );
  footer(doc, c, 2);
}

/** The brochure's PDF bytes. */
export function brochurePdf(c: BrochureContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: true,
    displayTitle: true,
    lang: 'en',
    info: { Title: `${c.title} (${c.reference})`, Author: c.agencyName, Subject: c.eyebrow },
  });
  for (const [name, bytes] of brochureFonts()) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  coverPage(doc, c);
  detailPage(doc, c);
  doc.end();
  return done;
}
