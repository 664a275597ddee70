import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { inlineJson } from '~/lib/inline-json';

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

/** The longest wait, after the first contentful paint, for the page's own resources. */
const HYDRATE_AFTER_PAINT_MS = 1500;
/** Started anyway if no paint is ever reported (a browser without paint timing). */
const HYDRATE_FALLBACK_MS = 4000;
/**
 * Preload tags inserted per task. Each insertion starts a module fetch (and compiles a module the
 * cache already holds): the 23 of /all-properties in one task took 21-44 ms of main thread on the
 * bench machine, 84-176 ms on Lighthouse's mobile CPU; three per task still made tasks of 12-22
 * ms on a property page (up to 90 ms on Lighthouse's CPU), one per task keeps each under the
 * long-task line (decisions 0058, 0059). The tasks are timers all set from the first one, so
 * none is delayed by the 4 ms clamp of nested timers. The module script goes in last, after every
 * preload, as the server rendered them, and only once each preload has loaded (or failed): a
 * module whose compilation was still under way when the import's graph was ready held the main
 * thread until it ended, inside the task that evaluates the modules (13-16 ms of a 26-43 ms task
 * on the home page here, every millisecond of it multiplied on a phone).
 */
const PRELOADS_PER_TASK = 1;
/** The module script goes in anyway this long after the last preload (one that never reports). */
const PRELOADS_LOADED_MS = 3000;

/** The classic script that starts hydration: the module code and preloads it inserts, once. */
function hydrationLoader(moduleCode: string, preloads: string[], nonce: string | undefined): string {
  // The tags go back exactly where the server rendered them (the preloads before the context
  // script, the module script in place of this one): hydration expects that document.
  const start = `function(code,hrefs){
var me=document.currentScript,started=false,painted=false;
function go(){if(started)return;started=true;
var ctx=me.previousElementSibling,i=0,k,left=hrefs.length,ran=false;
function run(){if(ran)return;ran=true;
var s=document.createElement('script');s.type='module';s.async=true;if(me.nonce)s.nonce=me.nonce;s.textContent=code;me.parentNode.replaceChild(s,me)}
function settled(){if(--left<1)run()}
function step(){for(var end=Math.min(i+${PRELOADS_PER_TASK},hrefs.length);i<end;i++){var l=document.createElement('link');l.rel='modulepreload';l.href=hrefs[i];if(me.nonce)l.nonce=me.nonce;l.onload=l.onerror=settled;ctx.parentNode.insertBefore(l,ctx)}
if(i<hrefs.length)return;
if(left<1)run();else setTimeout(run,${PRELOADS_LOADED_MS})}
step();for(k=${PRELOADS_PER_TASK};k<hrefs.length;k+=${PRELOADS_PER_TASK})setTimeout(step,0)}
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

const PRELOAD_START = '<link rel="modulepreload"';
const SCRIPT_START = '<script';
/** The start tag of the module script (with or without a nonce). */
const MODULE_START = /<script(?: nonce="[^"]*")? type="module" async="">/g;
/** Longer than any module start tag, nonce included: a rescan starts this far back. */
const MODULE_START_MAX = 120;

/**
 * Where the held-back part of a document starts, looking from `from`: the first modulepreload
 * link, or the first `<script` tag that is (or may yet turn out to be, its tag being incomplete)
 * the module script; a tail that could begin either; -1 when there is none. Other scripts (the
 * JSON-LD, the theme script, React Router's context and stream scripts) pass on as they come.
 */
function holdIndex(text: string, from: number): number {
  for (let i = from; ;) {
    const lt = text.indexOf('<', i);
    if (lt < 0) return -1;
    const tail = text.length - lt < PRELOAD_START.length ? text.slice(lt) : '';
    if (tail && (PRELOAD_START.startsWith(tail) || SCRIPT_START.startsWith(tail))) return lt;
    if (text.startsWith(PRELOAD_START, lt)) return lt;
    if (text.startsWith(SCRIPT_START, lt)) {
      const end = text.indexOf('>', lt);
      if (end < 0 || text.slice(lt, end).includes('type="module"')) return lt;
      i = end + 1;
    } else i = lt + 1;
  }
}

/**
 * The rewrite as a stream over the rendered HTML: passes everything on as it comes, holding back
 * only from the first preload (or module script) to the end of the module script, which is the
 * end of the document. Each character is scanned a bounded number of times, whatever the size of
 * the document and however it is split (a rescan of everything held, on every chunk, made the
 * home page's rewrite grow with the square of its size).
 */
export function deferHydrationStream(): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let holding = false;
  let done = false;
  /** In holding: how far `pending` was searched for the module script's start and end. */
  let startSearched = 0;
  let moduleAt = -1;
  let endSearched = 0;

  /** Whether the held text now holds the whole module script. */
  const complete = (): boolean => {
    if (moduleAt < 0) {
      MODULE_START.lastIndex = Math.max(0, startSearched - MODULE_START_MAX);
      const found = MODULE_START.exec(pending);
      startSearched = pending.length;
      if (!found) return false;
      moduleAt = found.index;
      endSearched = moduleAt;
    }
    const end = pending.indexOf('</script>', Math.max(moduleAt, endSearched - '</script>'.length));
    endSearched = pending.length;
    return end >= 0;
  };

  return new Transform({
    transform(this: Transform, chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      if (done) return callback(null, text);
      if (!holding) {
        // What was kept back last time is only a possible marker's beginning: scan it again.
        pending += text;
        const hold = holdIndex(pending, 0);
        if (hold < 0) {
          const out = pending;
          pending = '';
          return callback(null, out);
        }
        if (hold > 0) this.push(pending.slice(0, hold));
        pending = pending.slice(hold);
        // A definite start (not just a possible beginning at the end) starts holding.
        holding = pending.startsWith(PRELOAD_START) || (pending.startsWith(SCRIPT_START) && pending.includes('>'));
        if (!holding) return callback();
      } else pending += text;
      if (!complete()) return callback();
      done = true;
      const out = deferHydration(pending) ?? pending;
      pending = '';
      callback(null, out);
    },
    flush(callback: TransformCallback) {
      callback(null, pending + decoder.end());
    },
  });
}
