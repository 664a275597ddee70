// @vitest-environment node
import http from 'node:http';
import { aProperty } from '../src/testing/fixtures';
import { startBuiltApp } from './built-app.testing';

/*
 * A Dubai listing's page as the production build renders it on the server (decision 0026):
 * the permit's QR code is in the HTML, sizes come in both units for the head script's
 * choice (one page for every visitor), and no player is framed before a click.
 */

const property = aProperty({
  slug: 'marina-loft',
  title: 'Marina Loft',
  space: '6500',
  permitNumber: '7101234567',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  virtualTourUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
});

const cms = http.createServer((req, res) => {
  const url = req.url ?? '';
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.startsWith('/api/admin/get-property-slug/marina-loft')) return json(200, property);
  if (url.startsWith('/api/admin/get-properties')) return json(200, []);
  return json(503, { message: 'unavailable' });
});

let base = '';
let close = () => {};

beforeAll(async () => {
  ({ base, close } = await startBuiltApp(cms, { PERMIT_CHECK_URL: 'https://check.example/permit?number={permit}' }));
});

afterAll(() => close());

describe('A Dubai listing rendered by the server', () => {
  it('carries the permit number and its QR code as inline SVG, pointing at PERMIT_CHECK_URL', async () => {
    const res = await fetch(`${base}/property/marina-loft`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('DLD permit');
    expect(html).toContain('7101234567');
    expect(html).toMatch(
      /aria-label="QR code: check permit 7101234567[^"]*"><svg xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
    expect(html).toContain('href="https://check.example/permit?number=7101234567"');
  });

  it('renders sizes in both units, and the head script that picks one before the first paint', async () => {
    const res = await fetch(`${base}/property/marina-loft`);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    const html = await res.text();
    expect(html).toContain('<span class="area__sqft">6,500</span><span class="area__sqm">604</span>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script nonce="${nonce}">try{if(localStorage.getItem("areaUnit")==='sqm')`);
  });

  it('frames no player before the visitor clicks', async () => {
    const html = await (await fetch(`${base}/property/marina-loft`)).text();
    expect(html).toContain('Play video');
    expect(html).toContain('Open 3D tour');
    expect(html).not.toContain('<iframe');
    expect(html).not.toMatch(/src="https:\/\/(www\.youtube|my\.matterport)/);
  });
});
