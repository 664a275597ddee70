import type { RequestHandler } from 'express';

/**
 * React Router's Node adapter calls `res.flush()` after every chunk of a streamed page, and the
 * compression middleware answers each with a full flush of its gzip stream (zlib's default
 * Z_FULL_FLUSH, which also forgets the dictionary). Left so, an uncached home of 229 KB goes out as
 * 71 KB of gzip instead of 43 KB, and the flushes cost a third of the page's CPU on this server
 * (decision 0045). This coalesces them: at most one flush per turn of the event loop, after every
 * chunk React wrote in that turn, so what React sends at once still reaches the browser at once (a
 * streamed shell is not held back), only not chunk by chunk. Mount after `compression()`.
 */
export function coalesceFlushes(): RequestHandler {
  return (_req, res, next) => {
    const flush = (res as { flush?: () => void }).flush;
    if (typeof flush === 'function') {
      let due = false;
      (res as { flush?: () => void }).flush = () => {
        if (due) return;
        due = true;
        setImmediate(() => {
          due = false;
          if (!res.writableEnded) flush.call(res);
        });
      };
    }
    next();
  };
}
