import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * Hydration after the first paint (docs/decisions/0010).
 *
 * React Router ends the server-rendered document with `<link rel="modulepreload">` tags for the
 * route's scripts and one inline module script that imports them and starts hydration. The
 * browser's preload scanner fetches all of them at once, before the page has painted, so on a
 * slow phone connection ~140 KiB of script competes with the fonts and the hero picture for the
 * first view. This rewrite replaces both with a small classic script that inserts the very same
 * tags once the page has painted its first content and finished loading its own resources (or at
 * the latest {@link HYDRATE_AFTER_PAINT_MS} after that paint, so a slow picture never holds up
 * the menus and forms). Links and content work before hydration, as server-rendered HTML.
 */

// With a Content-Security-Policy nonce (web/server/security-headers.ts) React Router writes it on
// both; the loader carries it over to the tags it inserts.
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const MODULE_SCRIPT = /<script(?: nonce="([^"]*)")? type="module" async="">([\s\S]*?)<\/script>/;
const STARTS = ['<link rel="modulepreload"', '<script type="module"', '<script nonce='];

/** The longest wait, after the first contentful paint, for the page's own resources. */
const HYDRATE_AFTER_PAINT_MS = 1500;
/** Started anyway if no paint is ever reported (a browser without paint timing). */
const HYDRATE_FALLBACK_MS = 4000;

/** A value embedded in an inline script: JSON that cannot close the script element. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The classic script that starts hydration: the module code and preloads it inserts, once. */
function hydrationLoader(moduleCode: string, preloads: string[], nonce: string | undefined): string {
  // The tags go back exactly where the server rendered them (the preloads before the context
  // script, the module script in place of this one): hydration expects that document.
  const start = `function(code,hrefs){
var me=document.currentScript,started=false,painted=false;
function go(){if(started)return;started=true;
var ctx=me.previousElementSibling;
hrefs.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;if(me.nonce)l.nonce=me.nonce;ctx.parentNode.insertBefore(l,ctx)});
var s=document.createElement('script');s.type='module';s.async=true;if(me.nonce)s.nonce=me.nonce;s.textContent=code;me.parentNode.replaceChild(s,me)}
function afterPaint(){if(painted)return;painted=true;
if(document.readyState==='complete')return go();
addEventListener('load',go,{once:true});setTimeout(go,${HYDRATE_AFTER_PAINT_MS})}
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(document.visibilityState!=='visible'||types.indexOf('paint')<0){
if(document.readyState==='complete')go();else addEventListener('load',go,{once:true});
setTimeout(go,${HYDRATE_FALLBACK_MS});return}
new PerformanceObserver(function(list,obs){if(list.getEntriesByName('first-contentful-paint').length){obs.disconnect();afterPaint()}}).observe({type:'paint',buffered:true});
setTimeout(afterPaint,${HYDRATE_FALLBACK_MS})}`;
  const attribute = nonce ? ` nonce="${nonce}"` : '';
  return `<script${attribute}>(${start.replace(/\n/g, '')})(${inlineJson(moduleCode)},${inlineJson(preloads)})</script>`;
}

/**
 * Rewrites a document's script tags (see above). Returns null when the document has no complete
 * module script yet, so a stream can wait for more of it.
 */
export function deferHydration(html: string): string | null {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return null;
  const before = html.slice(0, script.index);
  const preloads = [...before.matchAll(PRELOAD)].map((m) => m[1]!);
  return (
    before.replace(PRELOAD, '') +
    hydrationLoader(script[2]!, preloads, script[1]) +
    html.slice(script.index + script[0].length)
  );
}

/**
 * The rewrite as a stream over the rendered HTML: passes everything through at once, holding
 * back only from the first script tag to the end of the module script (one flush of the shell).
 */
export function deferHydrationStream(): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let done = false;
  /** Passes on everything before the first (possibly partial) start marker. */
  const emitSafePrefix = (stream: Transform) => {
    let safe = Math.min(...STARTS.map((s) => pending.indexOf(s)).filter((i) => i >= 0));
    if (!Number.isFinite(safe)) {
      // A chunk can end in the middle of a marker: hold back a tail that could begin one.
      const lt = pending.lastIndexOf('<');
      const tail = lt < 0 ? '' : pending.slice(lt);
      safe = tail && STARTS.some((s) => s.startsWith(tail)) ? lt : pending.length;
    }
    if (safe > 0) {
      stream.push(pending.slice(0, safe));
      pending = pending.slice(safe);
    }
  };
  return new Transform({
    transform(this: Transform, chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      if (done) return callback(null, text);
      pending += text;
      const rewritten = deferHydration(pending);
      if (rewritten !== null) {
        done = true;
        pending = '';
        return callback(null, rewritten);
      }
      emitSafePrefix(this);
      callback();
    },
    flush(callback: TransformCallback) {
      callback(null, pending + decoder.end());
    },
  });
}
