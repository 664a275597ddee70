import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface FileCacheOptions {
  /**
   * A lock of another host sharing the folder, not touched for this long, is taken as left by a
   * maker that died (default 30 s; a maker touches its lock every third of it). A lock of this
   * host counts while its process runs.
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
/** Names this process in its locks: host, pid, and a token a later process with the same pid lacks. */
const owner = `${os.hostname()} ${process.pid} ${randomUUID()}`;

export function fileCache<T extends Buffer | null>({ staleMs = 30_000, pollMs = 50 }: FileCacheOptions = {}) {
  const inFlight = new Map<string, Promise<T | Buffer>>();

  async function read(file: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(file);
    } catch {
      return null;
    }
  }

  const host = os.hostname();

  /**
   * Whether a lock is held by a live maker. On this host: its process is running (whatever the
   * lock's age: a maker may wait for an encoder slot), and is not this process (after a restart a
   * pid repeats; within this process `inFlight` keeps a second maker out already). From another
   * host sharing the folder: younger than staleMs (its maker touches it while it works).
   */
  async function held(lockFile: string): Promise<boolean> {
    const [stat, text] = await Promise.all([
      fs.stat(lockFile).catch(() => null),
      fs.readFile(lockFile, 'utf8').catch(() => null),
    ]);
    if (!stat || text === null) return false;
    const [lockHost, pid] = text.split(' ');
    if (lockHost === host && Number(pid) > 0) {
      if (Number(pid) === process.pid) return text === owner;
      try {
        process.kill(Number(pid), 0);
        return true;
      } catch (err) {
        return (err as NodeJS.ErrnoException).code !== 'ESRCH';
      }
    }
    // Written but not yet filled (another host's maker between its create and its write), or fresh.
    return Date.now() - stat.mtimeMs <= staleMs;
  }

  /** Takes the lock (true), or answers false when another live process holds it. */
  async function lock(lockFile: string): Promise<boolean> {
    await fs.mkdir(path.dirname(lockFile), { recursive: true });
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(lockFile, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // Two waiters may both find a lock stale and the second remove the first's new one: both
      // then make the file, which is wasted work, never a wrong file (each write is a rename).
      if (!(await held(lockFile))) await fs.rm(lockFile, { force: true });
      return false;
    }
    try {
      await handle.writeFile(owner);
      return true;
    } catch (err) {
      await fs.rm(lockFile, { force: true });
      throw err;
    } finally {
      await handle.close();
    }
  }

  /** Removes the lock if it is still ours. */
  async function unlock(lockFile: string): Promise<void> {
    const text = await fs.readFile(lockFile, 'utf8').catch(() => null);
    if (text === owner) await fs.rm(lockFile, { force: true });
  }

  async function makeOnce(file: string, make: () => Promise<T>): Promise<T | Buffer> {
    const lockFile = `${file}.lock`;
    for (;;) {
      if (await lock(lockFile)) {
        // Touched while the make runs, so a host sharing the folder does not take it as stale.
        const touch = setInterval(() => {
          const now = new Date();
          fs.utimes(lockFile, now, now).catch(() => {});
        }, staleMs / 3);
        touch.unref();
        const tmp = `${file}.${randomUUID()}.tmp`;
        try {
          // Another process may have finished between our read and our lock.
          const done = await read(file);
          if (done) return done;
          const buf = await make();
          if (buf) {
            await fs.writeFile(tmp, buf);
            await fs.rename(tmp, file);
          }
          return buf;
        } catch (err) {
          await fs.rm(tmp, { force: true });
          throw err;
        } finally {
          clearInterval(touch);
          await unlock(lockFile);
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
