import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { CspNonceContext } from '~/lib/csp-nonce';
import { UsedParts } from '~/lib/i18n/i18n';
import { localeFromPath } from '~/lib/i18n/locales';
import { deferHydrationStream } from './defer-hydration';

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
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
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
