// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { aProperty } from '../src/testing/fixtures';
import { server as msw } from '../src/testing/server';
import { webRoot } from './paths';

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
const servers: http.Server[] = [cms];

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  msw.close();
  const entry = path.join(webRoot(), 'build', 'server', 'index.js');
  if (!fs.existsSync(entry))
    throw new Error(`the web build is missing (${entry}): run \`npm run build -w @estate/web\` first`);
  Object.assign(process.env, {
    CMS_URL: await listen(cms),
    PUBLIC_SITE_URL: 'https://estate.ae',
    WEB_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'web-listing-cache-')),
    PERMIT_CHECK_URL: 'https://check.example/permit?number={permit}',
  });
  const built = (await import(/* @vite-ignore */ entry)) as { createApp: (o: { clientDir: string }) => Express };
  const app = http.createServer(built.createApp({ clientDir: path.join(webRoot(), 'build', 'client') }));
  servers.push(app);
  base = await listen(app);
});

afterAll(() => {
  for (const s of servers) s.close();
});

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
