import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Files made on demand and kept on disk (resized pictures, map tiles). `made(file, make)` reads
 * the file when it is there; otherwise one `make` per file runs at a time (a second request waits
 * for the same one), and what it makes is written whole or not at all (a temporary file, then a
 * rename), so a concurrent reader never sees half a file. A `make` that answers null keeps nothing.
 */
export function fileCache<T extends Buffer | null>() {
  const inFlight = new Map<string, Promise<T>>();
  return async function made(file: string, make: () => Promise<T>): Promise<T | Buffer> {
    try {
      return await fs.readFile(file);
    } catch {
      // not made yet
    }
    let job = inFlight.get(file);
    if (!job) {
      job = make()
        .then(async (buf) => {
          if (buf) {
            await fs.mkdir(path.dirname(file), { recursive: true });
            const tmp = `${file}.${process.pid}.tmp`;
            await fs.writeFile(tmp, buf);
            await fs.rename(tmp, file);
          }
          return buf;
        })
        .finally(() => inFlight.delete(file));
      inFlight.set(file, job);
    }
    return job;
  };
}
