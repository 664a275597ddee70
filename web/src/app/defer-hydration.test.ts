import { Readable } from 'node:stream';
import { deferHydration, deferHydrationStream } from './defer-hydration';

// The end of a document as React Router renders it (shortened): scroll restoration, the route
// scripts' preloads, the context script and the module script that starts hydration.
const MODULE_CODE =
  ';\nimport * as route0 from "/assets/root-1.js";\nwindow.__modules = { root: route0, label: "Café </ ok" };\nimport("/assets/entry.client-1.js");';
const TAIL =
  '<script>window.__scroll = 1</script>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
  '<link rel="modulepreload" href="/assets/root-1.js"/>' +
  '<script>window.__context = 1</script>' +
  `<script type="module" async="">${MODULE_CODE}</script>`;
const DOCUMENT = `<!DOCTYPE html><html lang="en"><head><title>Villa · Palm Jumeirah</title></head><body><main><h1>Villa · Palm Jumeirah — AED 12,500,000</h1></main>${TAIL}</body></html><script>window.__stream = 1</script>`;

function tagsOf(root: ParentNode): string[] {
  return [...root.children].map((el) =>
    el.tagName === 'LINK'
      ? `link ${el.getAttribute('rel')} ${el.getAttribute('href')}`
      : el.tagName === 'SCRIPT'
        ? `script${(el as HTMLScriptElement).type ? ` ${(el as HTMLScriptElement).type}` : ''}`
        : el.tagName.toLowerCase(),
  );
}

/**
 * What a browser does with an inserted modulepreload (jsdom fetches none): `load`, or `error`
 * for a module that failed, a task later; `manual` leaves it to the test.
 */
type Preloads = 'load' | 'error' | 'manual';

/**
 * Parses a rewritten document's end into a host element and runs its loader as the parser would
 * (the test document has loaded, so a parsed inline script does not run by itself).
 */
function runLoader(
  rewritten: string,
  nonce?: string,
  beforeRun?: (host: HTMLElement) => void,
  preloads: Preloads = 'load',
): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  host.innerHTML = rewritten;
  if (preloads !== 'manual')
    new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes]))
        if (node instanceof HTMLLinkElement) setTimeout(() => node.dispatchEvent(new Event(preloads)), 0);
    }).observe(host, { childList: true });
  beforeRun?.(host);
  const loader = host.lastElementChild as HTMLScriptElement;
  const running = document.createElement('script');
  if (nonce) running.nonce = nonce;
  running.textContent = loader.textContent;
  loader.replaceWith(running);
  return host;
}

describe('hydration after the first paint', () => {
  it('sends no preload or module script with the page: one loader holds them', () => {
    const html = deferHydration(DOCUMENT)!;
    expect(html).not.toContain('modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<h1>Villa · Palm Jumeirah — AED 12,500,000</h1>');
    expect(html).toContain('<script>window.__context = 1</script><script>(function(code,hrefs)');
    expect(html).toContain('["/assets/entry.client-1.js","/assets/root-1.js"]');
    // The module code travels as JSON that cannot end the inline script early.
    expect(html).not.toContain('Café </ ok');
    expect(html.endsWith('</body></html><script>window.__stream = 1</script>')).toBe(true);
  });

  it('leaves a document without a module script to the stream (it waits for more)', () => {
    expect(deferHydration('<html><body><main>Loading</main>')).toBeNull();
  });

  it('puts back the exact tags React Router rendered, where it rendered them, once loaded', async () => {
    const host = runLoader(deferHydration(TAIL)!);

    const original = document.createElement('div');
    original.innerHTML = TAIL;
    await vi.waitFor(() => expect(tagsOf(host)).toEqual(tagsOf(original)));
    expect(tagsOf(host)).toEqual([
      'script',
      'link modulepreload /assets/entry.client-1.js',
      'link modulepreload /assets/root-1.js',
      'script',
      'script module',
    ]);
    const moduleScript = host.lastElementChild as HTMLScriptElement;
    expect(moduleScript.textContent).toBe(MODULE_CODE);
    expect(moduleScript.async).toBe(true);
    host.remove();
  });

  it.each([0, 1, 2, 14])(
    'puts back %i preloads one per task, and the module script once the last of them has loaded',
    async (count) => {
      const preloads = Array.from(
        { length: count },
        (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js"/>`,
      );
      const tail = TAIL.replace(/(<link rel="modulepreload"[^>]*>)+/, preloads.join(''));
      // What each task inserted: mutation records are delivered once per task.
      const tasks: string[][] = [];
      const observer = new MutationObserver((records) => {
        const added = records
          .flatMap((r) => [...r.addedNodes])
          .flatMap((n) =>
            n instanceof HTMLLinkElement
              ? ['link']
              : n instanceof HTMLScriptElement && n.type === 'module'
                ? ['module']
                : [],
          );
        if (added.length) tasks.push(added);
      });
      const host = runLoader(deferHydration(tail)!, undefined, (parsed) =>
        observer.observe(parsed, { childList: true }),
      );

      const original = document.createElement('div');
      original.innerHTML = tail;
      await vi.waitFor(() => expect(tagsOf(host)).toEqual(tagsOf(original)));
      observer.disconnect();
      const expected = count ? [...Array.from({ length: count }, () => ['link']), ['module']] : [['module']];
      expect(tasks).toEqual(expected);
      host.remove();
    },
  );

  it('rewrites a streamed document the same, however it is split (multi-byte characters too)', async () => {
    const bytes = Buffer.from(DOCUMENT, 'utf8');
    for (const size of [1, 7, 64, 4096]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      const out: Buffer[] = [];
      for await (const chunk of Readable.from(chunks).pipe(deferHydrationStream())) out.push(Buffer.from(chunk));
      expect(Buffer.concat(out).toString('utf8')).toBe(deferHydration(DOCUMENT));
    }
  });

  it('passes the document on as it comes, holding back only what could start a script tag', async () => {
    const stream = deferHydrationStream();
    const seen: string[] = [];
    stream.on('data', (c: Buffer) => seen.push(c.toString('utf8')));
    stream.write(
      Buffer.from('<!DOCTYPE html><html><head><title>Home</title></head><body><main>Homes by the water</main>'),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen.join('')).toBe(
      '<!DOCTYPE html><html><head><title>Home</title></head><body><main>Homes by the water</main>',
    );
    stream.write(Buffer.from('<footer>Estate</footer><link rel="modul'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen.join('')).toMatch(/<footer>Estate<\/footer>$/);
    stream.end();
  });

  it('passes the body on past the inline scripts of the head (JSON-LD, theme) before the end arrives', async () => {
    const stream = deferHydrationStream();
    const seen: string[] = [];
    stream.on('data', (c: Buffer) => seen.push(c.toString('utf8')));
    const head =
      '<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script nonce="abc">document.documentElement.dataset.currency="AED"</script></head>';
    stream.write(Buffer.from(`${head}<body><main>Homes by the water</main>`));
    stream.write(Buffer.from('<section>Featured listings</section><script nonce="abc">window.__stream = 1</script>'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen.join('')).toBe(
      `${head}<body><main>Homes by the water</main><section>Featured listings</section><script nonce="abc">window.__stream = 1</script>`,
    );
    stream.end();
  });

  it.each(['load', 'error'] as const)(
    'starts the modules only when every preload has ended (each %s), so none is still compiling',
    async (end) => {
      const host = runLoader(deferHydration(TAIL)!, undefined, undefined, 'manual');
      const links = () => [...host.querySelectorAll('link')];
      const moduleScript = () => host.querySelector('script[type="module"]');
      await vi.waitFor(() => expect(links()).toHaveLength(2));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(moduleScript()).toBeNull();
      links()[1]!.dispatchEvent(new Event(end));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(moduleScript()).toBeNull();
      links()[0]!.dispatchEvent(new Event(end));
      expect(moduleScript()?.textContent).toBe(MODULE_CODE);
      host.remove();
    },
  );

  it('starts the modules anyway 3 seconds after the last preload if one never reports', async () => {
    vi.useFakeTimers();
    try {
      const host = runLoader(deferHydration(TAIL)!, undefined, undefined, 'manual');
      await vi.advanceTimersByTimeAsync(10);
      expect(host.querySelectorAll('link')).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(2900);
      expect(host.querySelector('script[type="module"]')).toBeNull();
      await vi.advanceTimersByTimeAsync(200);
      expect(host.querySelector('script[type="module"]')?.textContent).toBe(MODULE_CODE);
      host.remove();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the Content-Security-Policy nonce: on the loader, and on every tag it inserts', async () => {
    const nonce = 'r4nd0mN0nce+/AAAAAAAAA==';
    const nonced = TAIL.replace(/<script/g, `<script nonce="${nonce}"`).replace(/"\/>/g, `" nonce="${nonce}"/>`);
    const rewritten = deferHydration(nonced)!;
    expect(rewritten).not.toContain('modulepreload"');
    expect(rewritten).toContain(`<script nonce="${nonce}">(function(code,hrefs)`);
    const host = runLoader(rewritten, nonce);
    const inserted = () => [
      ...host.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link, script[type="module"]'),
    ];
    await vi.waitFor(() => expect(inserted()).toHaveLength(3));
    for (const el of inserted()) expect(el.nonce).toBe(nonce);
    host.remove();
  });
});
