import fs from 'node:fs';
import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { CspNonceContext } from '~/lib/csp-nonce';
import { UsedParts } from '~/lib/i18n/i18n';
import { localeFromPath } from '~/lib/i18n/locales';
import { IslandsRendererContext, type IslandAssets, type IslandsRenderer } from '~/islands/island';
import { ISLAND_SOURCES } from '~/islands/registry';
import { deferHydrationStream } from './defer-hydration';

/** The islands' build (vite.islands.config.ts): its entry and the chunks it imports, as URLs. */
function builtIslands(): IslandAssets | null {
  if (!import.meta.env.PROD) return null;
  const BASE = '/assets/islands/';
  const ENTRY = 'src/islands/entry.tsx';
  // build/server/index.js or a chunk of it in build/server/assets: the client's build is beside.
  const dir = ['../client/', '../../client/']
    .map((d) => new URL(`${d}assets/islands/.vite/`, import.meta.url))
    .find((url) => fs.existsSync(new URL('manifest.json', url)));
  // Not built: every page hydrates whole with the router.
  if (!dir) return null;
  const read = <T,>(name: string) => JSON.parse(fs.readFileSync(new URL(name, dir), 'utf8')) as T;
  const manifest = read<Record<string, { file: string; imports?: string[] }>>('manifest.json');
  // Each module's chunk (vite.islands.config.ts): an island's module may share one with others.
  const chunkOf = read<Record<string, string>>('islands-modules.json');
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const entry = manifest[ENTRY];
  if (!entry) return null;
  const chunksOf = (start: string, known: ReadonlySet<string> = new Set()) => {
    const files: string[] = [];
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || known.has(BASE + chunk.file) || files.includes(BASE + chunk.file)) return;
      for (const next of chunk.imports ?? []) walk(next);
      files.push(BASE + chunk.file);
    };
    walk(start);
    return files;
  };
  const preloads = chunksOf(ENTRY);
  const islands = Object.fromEntries(
    Object.entries(ISLAND_SOURCES).map(([name, source]) => [
      name,
      chunksOf(keyOfFile.get(chunkOf[source] ?? '') ?? source, new Set(preloads)),
    ]),
  );
  return { entry: BASE + entry.file, preloads, islands };
}

const islandAssets = builtIslands();
/** An island's root is rendered apart from the page's tree, with its own identifiers (src/islands). */
const islandsRenderer: IslandsRenderer | null = islandAssets
  ? {
      assets: islandAssets,
      renderToString: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
    }
  : null;

export const streamTimeout = 5_000;

/** React Router's Node entry, with the route scripts started after the first paint in production. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and SPA mode get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // Every inline script (React Router's, React's streaming ones, the hydration loader) carries
    // the response's Content-Security-Policy nonce.
    const nonce = loadContext.cspNonce;
    // The catalogue parts this page's texts came from (useT()): named at its end for the browser.
    const usedParts = new Set<string>();
    const translated = localeFromPath(new URL(request.url).pathname) !== 'en';
    const tree = (
      <CspNonceContext.Provider value={nonce}>
        <UsedParts.Provider value={translated ? usedParts : null}>
          <IslandsRendererContext.Provider value={islandsRenderer}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </IslandsRendererContext.Provider>
        </UsedParts.Provider>
      </CspNonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(tree, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new Transform({
          transform(chunk, _encoding, callback) {
            callback(null, chunk);
          },
          flush(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            // Every part is known once the last of the page is rendered; the browser reads this
            // before it hydrates (the hydration starts after the page has loaded).
            if (translated)
              this.push(
                `<script${nonce ? ` nonce="${nonce}"` : ''}>window.__estateI18n=${JSON.stringify([...usedParts])}</script>`,
              );
            callback();
          },
        });
        // Vite's dev server keeps its own module scripts (HMR) as they are.
        const output = import.meta.env.PROD ? body.pipe(deferHydrationStream()) : body;
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(output), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
