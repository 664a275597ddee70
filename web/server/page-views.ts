import type { NextFunction, Request, Response } from 'express';
import { isbot } from 'isbot';
import {
  API_PREFIX,
  dubaiToday,
  PAGE_VIEWS_MAX_BATCH,
  PAGE_VIEWS_SECRET_HEADER,
  PREVIEW_PARAM,
  ROUTE_PATHS,
} from '@estate/contract';
import type { ApiTransport } from '../src/lib/api-client';

/*
 * Views of listing and development pages, counted here, without cookies (docs/decisions/0084):
 * per page and Dubai day, in memory, leaving out bots (isbot on the User-Agent), HEAD requests,
 * prefetches and answers other than 200, and sent to the CMS in batches every few seconds and on
 * shutdown. Counting is a map increment after the answer went out, so a page from the page cache
 * costs what it did. A batch the CMS did not take is kept for the next one, up to a bound.
 */

type Kind = 'property' | 'development';

/** A listing page or its client-side navigation data (/property/<slug>.data), in any language (/ar/property/...). */
const PAGE = /^(?:\/(?:ar|ru|zh))?\/(property|development)\/([^/]+?)(?:\.data)?\/?$/;

export interface PageViewCounterOptions {
  /** Sends one batch; throws (or rejects) when the CMS did not take it. */
  send: (views: Array<{ kind: Kind; slug: string; day: string; count: number }>) => Promise<void>;
  /** How often the counts are sent. */
  flushMs: number;
  /** At most this many (page, day) counts are held; views of further pages wait for a flush. */
  maxEntries?: number;
  now?: () => number;
  log?: (message: string) => void;
}

export interface PageViewCounter {
  /** Express middleware: counts the request once its answer has gone out. */
  count: (req: Request, res: Response, next: NextFunction) => void;
  /** Sends what is counted; what the CMS refuses stays for the next flush. */
  flush: () => Promise<void>;
  /** Stops the timer and sends what is left. */
  stop: () => Promise<void>;
  /** The counts not yet sent (for tests and logs). */
  pending: () => number;
}

/** Whether a request is a person's view of a page, not a robot's, a prefetch or a header check. */
export function isPersonView(req: Request): boolean {
  if (req.method !== 'GET') return false;
  const purpose = `${req.get('purpose') ?? ''} ${req.get('sec-purpose') ?? ''} ${req.get('x-purpose') ?? ''} ${req.get('x-moz') ?? ''}`;
  if (/prefetch|preview/i.test(purpose)) return false;
  const agent = req.get('user-agent');
  return !!agent && !isbot(agent) && req.query[PREVIEW_PARAM] === undefined;
}

export function pageViewCounter(options: PageViewCounterOptions): PageViewCounter {
  const maxEntries = options.maxEntries ?? 20_000;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((m: string) => console.warn(`[web] ${m}`));
  let counts = new Map<string, number>();
  let flushing: Promise<void> | null = null;
  let dropped = 0;

  const add = (key: string, n: number) => {
    const had = counts.get(key);
    if (had === undefined && counts.size >= maxEntries) return void (dropped += n);
    counts.set(key, (had ?? 0) + n);
  };

  const count = (req: Request, res: Response, next: NextFunction) => {
    const m = PAGE.exec(req.path);
    if (m && isPersonView(req)) {
      let slug: string;
      try {
        slug = decodeURIComponent(m[2]!);
      } catch {
        return next();
      }
      if (slug.length <= 200)
        res.once('finish', () => {
          if (res.statusCode === 200) add(`${m[1]}\n${slug}\n${dubaiToday(now())}`, 1);
        });
    }
    next();
  };

  const sendAll = async () => {
    if (!counts.size) return;
    const batch = counts;
    counts = new Map();
    const views = [...batch].map(([key, count]) => {
      const [kind, slug, day] = key.split('\n') as [Kind, string, string];
      return { kind, slug, day, count };
    });
    for (let i = 0; i < views.length; i += PAGE_VIEWS_MAX_BATCH) {
      const part = views.slice(i, i + PAGE_VIEWS_MAX_BATCH);
      try {
        await options.send(part);
      } catch (error) {
        // Kept for the next flush, with what was counted meanwhile (the bound still holds).
        for (const v of views.slice(i)) add(`${v.kind}\n${v.slug}\n${v.day}`, v.count);
        log(`page views not sent, kept for the next try: ${(error as Error).message}`);
        return;
      }
    }
    if (dropped) {
      log(`${dropped} page views left uncounted: more than ${maxEntries} pages a flush`);
      dropped = 0;
    }
  };

  const flush = () => {
    // One flush at a time: the next waits for the one under way, then sends what came since.
    const run = (flushing ?? Promise.resolve()).then(sendAll);
    flushing = run.finally(() => {
      if (flushing === run) flushing = null;
    });
    return run;
  };

  const timer = setInterval(() => void flush(), options.flushMs);
  timer.unref();

  return {
    count,
    flush,
    stop: () => {
      clearInterval(timer);
      return flush();
    },
    pending: () => [...counts.values()].reduce((s, n) => s + n, 0),
  };
}

/** Sends batches to the CMS's recordPageViews route with the shared secret. */
export function cmsPageViewSender(
  cmsUrl: string,
  secret: string,
  transport: ApiTransport,
): PageViewCounterOptions['send'] {
  const url = `${cmsUrl}${API_PREFIX}${ROUTE_PATHS.recordPageViews.path}`;
  return async (views) => {
    const res = await transport(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [PAGE_VIEWS_SECRET_HEADER]: secret },
      body: JSON.stringify({ views }),
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status !== 200) throw new Error(`the CMS answered ${res.status}`);
  };
}

/** The counters of this process, flushed when it stops (web/server.js). */
const running = new Set<PageViewCounter>();

export function registerPageViewCounter(counter: PageViewCounter): void {
  running.add(counter);
}

/** Sends the counts of every counter of this process: the last flush before it exits. */
export async function flushPageViews(): Promise<void> {
  await Promise.allSettled([...running].map((c) => c.stop()));
}
