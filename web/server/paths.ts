import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web workspace folder, whether this code runs from its sources (web/server) or bundled into
 * the production build (web/build/server).
 */
export function webRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    if (path.basename(dir) === 'server')
      return path.basename(path.dirname(dir)) === 'build' ? path.dirname(path.dirname(dir)) : path.dirname(dir);
    dir = path.dirname(dir);
  }
  return process.cwd();
}
