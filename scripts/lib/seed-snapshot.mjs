import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './env.mjs';
import { seed } from './stack.mjs';

/**
 * The demo seed of a throwaway SQLite stack (the browser tests'), made once per set of inputs and
 * copied after that: the seeded database file and its uploads folder are kept in a snapshot
 * named by a hash of everything the seed's outcome depends on, so a second stack of the same
 * code (the browser journey on another Node.js line, a rerun of one spec) starts in seconds
 * instead of seeding again.
 *
 * The inputs: the compiled CMS (schemas, lifecycles, the services the seed writes through), the
 * seed's code and content, the demo media, the dependencies, the seed's settings except the run's
 * own places, ports and secrets (the seed stores nothing derived from them: its passwords are the
 * settings' and hashed), and the day (the demo dates viewings, permits and leads from today).
 */

const INPUTS = [
  'cms/dist/src',
  'cms/dist/config',
  'cms/scripts',
  'cms/package.json',
  'tools/demo-media/src',
  'tools/demo-media/renders',
  'tools/demo-media/films',
  'tools/demo-media/package.json',
  'package-lock.json',
];
/** Settings that name the run's own files, ports and secrets, and whether it serves the panel (the seed never does). */
const RUN_OWN =
  /^(DATABASE_FILENAME|PUBLIC_DIR|SERVE_ADMIN_PANEL|ENV_PATH|PORT|HOST|PUBLIC_SITE_URL|SMTP_PORT|PAGE_VIEWS_SECRET|FEED_TOKEN|APP_KEYS|API_TOKEN_SALT|ADMIN_JWT_SECRET|TRANSFER_TOKEN_SALT|JWT_SECRET|ENCRYPTION_KEY)$/;
const SNAPSHOTS = path.join(os.tmpdir(), 'estate-seed-snapshots');

function filesOf(entry) {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(ROOT, path.join(d.parentPath, d.name)))
    .sort();
}

/** The name of the snapshot the seed would make with these settings today. */
export function seedSnapshotKey(env) {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesOf)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(ROOT, file)));
  }
  const settings = Object.entries(env)
    .filter(([name]) => !RUN_OWN.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(settings));
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 24);
}

/** The SQLite file and its companions (journal, write-ahead log) that exist. */
const databaseFiles = (file) => ['', '-wal', '-shm', '-journal'].map((s) => file + s).filter((f) => fs.existsSync(f));

/**
 * The demo seed into `env`'s SQLite file and PUBLIC_DIR/uploads: copied from its snapshot when
 * one was made from the same inputs, else seeded and kept. Answers whether it was copied.
 */
export async function seedWithSnapshot(env, { echo = false } = {}) {
  const database = env.DATABASE_FILENAME;
  const uploads = path.join(env.PUBLIC_DIR, 'uploads');
  const dir = path.join(SNAPSHOTS, seedSnapshotKey(env));
  if (fs.existsSync(path.join(dir, 'complete'))) {
    for (const file of fs.readdirSync(path.join(dir, 'database')))
      fs.copyFileSync(
        path.join(dir, 'database', file),
        path.join(path.dirname(database), file.replace(/^data/, path.basename(database))),
      );
    fs.cpSync(path.join(dir, 'uploads'), uploads, { recursive: true });
    return true;
  }
  await seed(env, [], { echo });
  // Made beside its final place and renamed into it, so a run never reads half a snapshot;
  // snapshots not made today go (their day is over).
  for (const old of fs.existsSync(SNAPSHOTS) ? fs.readdirSync(SNAPSHOTS) : [])
    if (Date.now() - fs.statSync(path.join(SNAPSHOTS, old)).mtimeMs > 24 * 3600_000)
      fs.rmSync(path.join(SNAPSHOTS, old), { recursive: true, force: true });
  const making = `${dir}.${process.pid}`;
  fs.mkdirSync(path.join(making, 'database'), { recursive: true });
  for (const file of databaseFiles(database))
    fs.copyFileSync(file, path.join(making, 'database', `data${file.slice(database.length)}`));
  fs.cpSync(uploads, path.join(making, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(making, 'complete'), '');
  try {
    fs.renameSync(making, dir);
  } catch (error) {
    // Another run of the same inputs kept its snapshot first: the same files.
    fs.rmSync(making, { recursive: true, force: true });
    if (!fs.existsSync(path.join(dir, 'complete'))) throw error;
  }
  return false;
}
