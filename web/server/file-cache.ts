import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface FileCacheOptions {
  /**
   * A lock older than this is taken as left by a process that died while making (default 30 s);
   * a lock of this machine whose process is gone is removed at once.
   */
  staleMs?: number;
  /** How often a process waiting for another's file looks for it (default 50 ms). */
  pollMs?: number;
}

/**
 * Files made on demand and kept on disk (resized pictures, map tiles). `made(file, make)` reads
 * the file when it is there; otherwise one `make` per file runs at a time, across the web's
 * processes too: a second request in the same process waits for the same promise, and another
 * process finds `<file>.lock` (created exclusively beside the target) and waits for the file
 * instead of encoding it a second time. What `make` makes is written whole or not at all (a
 * temporary file, then a rename), so a concurrent reader never sees half a file. A `make` that
 * answers null, or fails, keeps nothing and releases the lock, and a waiting process then makes
 * the file itself. A lock whose process is gone is removed.
 */
export function fileCache<T extends Buffer | null>({ staleMs = 30_000, pollMs = 50 }: FileCacheOptions = {}) {
  const inFlight = new Map<string, Promise<T | Buffer>>();

  async function read(file: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(file);
    } catch {
      return null;
    }
  }

  const owner = `${os.hostname()} ${process.pid}`;

  /** Whether a lock is still held by a live maker: there, younger than staleMs, its process alive. */
  async function held(lockFile: string): Promise<boolean> {
    const [stat, text] = await Promise.all([
      fs.stat(lockFile).catch(() => null),
      fs.readFile(lockFile, 'utf8').catch(() => ''),
    ]);
    if (!stat) return false;
    if (Date.now() - stat.mtimeMs > staleMs) return false;
    const [host, pid] = text.split(' ');
    if (host === os.hostname() && Number(pid) > 0) {
      try {
        process.kill(Number(pid), 0);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
      }
    }
    return true;
  }

  /** Takes the lock (true), or answers false when another live process holds it. */
  async function lock(lockFile: string): Promise<boolean> {
    await fs.mkdir(path.dirname(lockFile), { recursive: true });
    try {
      await fs.writeFile(lockFile, owner, { flag: 'wx' });
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    if (!(await held(lockFile))) await fs.rm(lockFile, { force: true });
    return false;
  }

  async function makeOnce(file: string, make: () => Promise<T>): Promise<T | Buffer> {
    const lockFile = `${file}.lock`;
    for (;;) {
      if (await lock(lockFile)) {
        try {
          // Another process may have finished between our read and our lock.
          const done = await read(file);
          if (done) return done;
          const buf = await make();
          if (buf) {
            const tmp = `${file}.${process.pid}.tmp`;
            await fs.writeFile(tmp, buf);
            await fs.rename(tmp, file);
          }
          return buf;
        } finally {
          await fs.rm(lockFile, { force: true });
        }
      }
      // Another process is making it: wait for the file, or for its lock to go (made nothing, or
      // failed), then try again.
      for (;;) {
        await sleep(pollMs);
        const done = await read(file);
        if (done) return done;
        if (!(await held(lockFile))) break;
      }
    }
  }

  return async function made(file: string, make: () => Promise<T>): Promise<T | Buffer> {
    const existing = await read(file);
    if (existing) return existing;
    let job = inFlight.get(file);
    if (!job) {
      job = makeOnce(file, make).finally(() => inFlight.delete(file));
      inFlight.set(file, job);
    }
    return job;
  };
}
