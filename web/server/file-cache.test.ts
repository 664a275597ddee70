import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileCache } from './file-cache';

// Two fileCache() instances share nothing in memory: they stand for two web processes that share
// the cache folder on disk.

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'file-cache-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** Another process finishing the file: written whole, as fileCache writes (a reader never sees half). */
async function finishFile(file: string, text: string) {
  await fs.writeFile(`${file}.other.tmp`, text);
  await fs.rename(`${file}.other.tmp`, file);
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('fileCache', () => {
  it('makes a file once when two processes ask for it at the same time, and both get it', async () => {
    const a = fileCache<Buffer>({ pollMs: 5 });
    const b = fileCache<Buffer>({ pollMs: 5 });
    const file = path.join(dir, 'ab', 'picture.avif');
    const release = deferred();
    let makes = 0;
    const make = async () => {
      makes++;
      await release.promise;
      return Buffer.from('encoded');
    };
    const first = a(file, make);
    const second = b(file, make);
    const third = a(file, make);
    await new Promise((r) => setTimeout(r, 30));
    release.resolve();
    const got = await Promise.all([first, second, third]);
    expect(got.map(String)).toEqual(['encoded', 'encoded', 'encoded']);
    expect(makes).toBe(1);
    expect(await fs.readFile(file, 'utf8')).toBe('encoded');
    expect(await fs.readdir(path.dirname(file))).toEqual(['picture.avif']);
  });

  it('reads a file already made without making it again', async () => {
    const a = fileCache<Buffer>();
    const file = path.join(dir, 'kept.webp');
    await a(file, async () => Buffer.from('first'));
    expect(String(await fileCache<Buffer>()(file, async () => Buffer.from('second')))).toBe('first');
  });

  it('lets the waiting process make the file when the first one made nothing or failed', async () => {
    const a = fileCache<Buffer | null>({ pollMs: 5 });
    const b = fileCache<Buffer | null>({ pollMs: 5 });
    const file = path.join(dir, 'retry.avif');
    const making = deferred();
    const release = deferred();
    const failing = a(file, async () => {
      making.resolve();
      await release.promise;
      throw new Error('source answered 502');
    });
    // The second process asks once the first holds the lock (asked at once, it may win the lock).
    await making.promise;
    const waiting = b(file, async () => Buffer.from('second try'));
    await new Promise((r) => setTimeout(r, 20));
    release.resolve();
    await expect(failing).rejects.toThrow('502');
    expect(String(await waiting)).toBe('second try');
    expect(await fs.readdir(dir)).toEqual(['retry.avif']);
  });

  it('takes over the lock of a process that died while making', async () => {
    const file = path.join(dir, 'orphan.avif');
    // A pid that is not running on this machine.
    await fs.writeFile(`${file}.lock`, `${os.hostname()} 2147483646`);
    const got = await fileCache<Buffer>({ pollMs: 5 })(file, async () => Buffer.from('made'));
    expect(String(got)).toBe('made');
    await expect(fs.access(`${file}.lock`)).rejects.toThrow();
  });

  it('takes over a lock older than staleMs, whoever left it', async () => {
    const file = path.join(dir, 'old.avif');
    await fs.writeFile(`${file}.lock`, 'another-host 12');
    const past = new Date(Date.now() - 120_000);
    await fs.utimes(`${file}.lock`, past, past);
    const got = await fileCache<Buffer>({ pollMs: 5, staleMs: 60_000 })(file, async () => Buffer.from('made'));
    expect(String(got)).toBe('made');
  });

  it('waits for a running process of this host however old its lock (it may wait for an encoder)', async () => {
    const file = path.join(dir, 'slow.avif');
    await fs.writeFile(`${file}.lock`, `${os.hostname()} ${process.ppid} some-token`);
    const past = new Date(Date.now() - 10 * 60_000);
    await fs.utimes(`${file}.lock`, past, past);
    let makes = 0;
    const waiting = fileCache<Buffer>({ pollMs: 5, staleMs: 1000 })(file, async () => {
      makes++;
      return Buffer.from('mine');
    });
    await new Promise((r) => setTimeout(r, 40));
    expect(makes).toBe(0);
    await finishFile(file, 'theirs');
    expect(String(await waiting)).toBe('theirs');
  });

  it('takes over a lock naming this very process from before a restart (the pid came back)', async () => {
    const file = path.join(dir, 'restarted.avif');
    await fs.writeFile(`${file}.lock`, `${os.hostname()} ${process.pid} an-earlier-run`);
    const got = await fileCache<Buffer>({ pollMs: 5 })(file, async () => Buffer.from('made'));
    expect(String(got)).toBe('made');
  });

  it('waits for a live lock of another host rather than making the file twice', async () => {
    const file = path.join(dir, 'shared.avif');
    await fs.writeFile(`${file}.lock`, 'another-host 12');
    let makes = 0;
    const waiting = fileCache<Buffer>({ pollMs: 5 })(file, async () => {
      makes++;
      return Buffer.from('mine');
    });
    await new Promise((r) => setTimeout(r, 30));
    await finishFile(file, 'theirs');
    await fs.rm(`${file}.lock`);
    expect(String(await waiting)).toBe('theirs');
    expect(makes).toBe(0);
  });
});
