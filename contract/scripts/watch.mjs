#!/usr/bin/env node
/**
 * `npm run dev -w @estate/contract`: both outputs of `npm run build` kept up to date while the
 * sources change. Two `tsc --watch` processes, one per output (ES modules with declarations in
 * dist/, CommonJS in dist/cjs/), their lines prefixed with [esm] and [cjs]; dist/cjs/package.json
 * is written first, as the build does. The apps' dev servers and the CMS then read the fresh
 * dist/ (the CMS after its own rebuild). Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const CONTRACT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

fs.mkdirSync(path.join(CONTRACT, 'dist', 'cjs'), { recursive: true });
fs.writeFileSync(path.join(CONTRACT, 'dist', 'cjs', 'package.json'), '{"type":"commonjs"}\n');

const outputs = [
  { label: 'esm', project: 'tsconfig.build.json' },
  { label: 'cjs', project: 'tsconfig.cjs.json' },
];
let stopping = false;
const children = outputs.map(({ label, project }) => {
  const child = spawn(process.execPath, [tsc, '-p', project, '--watch', '--preserveWatchOutput'], {
    cwd: CONTRACT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr])
    readline.createInterface({ input: stream }).on('line', (line) => line && console.log(`[${label}] ${line}`));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${label}] tsc stopped (${signal ?? `exit ${code}`})`);
    stop(code || 1);
  });
  return child;
});

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
