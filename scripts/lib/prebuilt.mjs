import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { npm, run } from './run.mjs';

/*
 * Native builds kept on this machine between installs. No prebuilt better-sqlite3 can be fetched
 * here, so every `npm ci` compiled SQLite (one C file: about a minute of one core, half of the
 * install), and so did every other Node.js line's build (scripts/lib/node-line.mjs). Its install
 * script runs prebuild-install first, which looks for the release's tarball in npm's cache
 * (<cache>/_prebuilds) before it downloads anything: a build made here once is kept there, under
 * the name of the release it stands for (package version, Node.js ABI, platform, architecture),
 * and every later install on the machine unpacks it instead of compiling. A machine that never
 * built it compiles it once, as before.
 */

/**
 * The environment of a native build (node-gyp): every core, and where ccache is installed, the C
 * and C++ compilers through it. A run that builds better-sqlite3 for two Node.js lines compiles
 * SQLite's one large C file (about a minute) once: the second build finds the object in ccache's
 * store, since that file does not depend on the Node.js headers; only the binding is compiled
 * again (a few seconds).
 */
export function compilerEnv() {
  const env = { JOBS: 'max' };
  let ccache = false;
  try {
    execFileSync('ccache', ['--version'], { stdio: 'ignore' });
    ccache = true;
  } catch {
    /* not installed: the compilers as they are */
  }
  if (ccache && !/\bccache\b/.test(`${process.env.CC ?? ''} ${process.env.CXX ?? ''}`)) {
    env.CC = `ccache ${process.env.CC || 'cc'}`;
    env.CXX = `ccache ${process.env.CXX || 'c++'}`;
  }
  return env;
}

/** The modules built against one Node.js ABI: their package and the binary their build makes. */
export const ABI_MODULES = [
  {
    name: 'better-sqlite3',
    binary: 'build/Release/better_sqlite3.node',
    /** A script that fails unless the package in `dir` loads its binary and works. */
    check: (dir) => `new (require(${JSON.stringify(dir)}))(':memory:').prepare('select 1').get()`,
    release: (version, abi) =>
      `https://github.com/WiseLibs/better-sqlite3/releases/download/v${version}/better-sqlite3-v${version}-node-v${abi}-${process.platform}-${process.arch}.tar.gz`,
  },
];

let npmCache = null;
/** npm's cache folder (`npm config get cache`), where prebuild-install looks. */
function npmCacheDir() {
  npmCache ??=
    process.env.npm_config_cache || execFileSync(npm, ['config', 'get', 'cache'], { encoding: 'utf8' }).trim();
  return npmCache;
}

/** The ABI of a Node.js binary (process.versions.modules). */
export const abiOf = (node = process.execPath) =>
  node === process.execPath
    ? process.versions.modules
    : execFileSync(node, ['-p', 'process.versions.modules'], { encoding: 'utf8' }).trim();

/** Where prebuild-install looks for a release's tarball: <cache>/_prebuilds/<sha512(url)[0,6]>-<file>. */
export function keptTarball(mod, version, abi) {
  const url = mod.release(version, abi);
  const digest = crypto.createHash('sha512').update(url).digest('hex').slice(0, 6);
  return path.join(npmCacheDir(), '_prebuilds', `${digest}-${path.basename(url).replace(/[^a-zA-Z0-9.]+/g, '-')}`);
}

/**
 * Keeps the build in `packageDir` (a module's folder, built for `abi`) where later installs find
 * it, once `check` (a command that loads it) passed. Does nothing when one is kept already.
 */
export async function keepBuild(mod, packageDir, abi, check) {
  const version = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
  const tarball = keptTarball(mod, version, abi);
  const binary = path.join(packageDir, mod.binary);
  if (fs.existsSync(tarball) || !fs.existsSync(binary)) return false;
  if (check) await check();
  fs.mkdirSync(path.dirname(tarball), { recursive: true });
  const part = `${tarball}.${process.pid}.tmp`;
  await run('tar', ['-czf', part, '-C', packageDir, mod.binary], { label: `keeping the ${mod.name} build` });
  fs.renameSync(part, tarball);
  return true;
}

/** The kept binary of a release for `abi`, unpacked to `dest`; false when none is kept. */
export async function unpackKept(mod, version, abi, dest) {
  const tarball = keptTarball(mod, version, abi);
  if (!fs.existsSync(tarball)) return false;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `estate-${mod.name}-`));
  try {
    await run('tar', ['-xzf', tarball, '-C', work], { label: `unpacking the kept ${mod.name} build` });
    fs.copyFileSync(path.join(work, mod.binary), dest);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return true;
}
