import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './env.mjs';

const useColor = process.stdout.isTTY;
const paint = (code, s) => (useColor ? `\x1b[${code}m${s}\x1b[0m` : s);
export const bold = (s) => paint(1, s);
export const dim = (s) => paint(2, s);
export const green = (s) => paint(32, s);
export const red = (s) => paint(31, s);
export const gold = (s) => paint(33, s);

let started = Date.now();
export function resetClock() {
  started = Date.now();
}
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s`;

/** A progress line: "[ 12s] ▸ Building the CMS". */
export function step(message) {
  console.log(`${dim(`[${elapsed()}]`)} ${gold('▸')} ${message}`);
}
export function done(message) {
  console.log(`${dim(`[${elapsed()}]`)} ${green('✓')} ${message}`);
}

/**
 * Run a command; its output is kept and shown only when it fails (or always with VERBOSE=1),
 * so progress stays readable. `log`: a stream that receives all of it as it comes (a stage's log
 * file), or 'inherit' to print it as it comes. Resolves with the output (its last megabyte when
 * logged), rejects with it.
 */
export function run(command, args, { cwd = ROOT, env = {}, quiet = true, label, log } = {}) {
  const inherit = log === 'inherit' || (!log && (!quiet || process.env.VERBOSE));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const keep = (d) => {
      if (log && log !== 'inherit') log.write(d);
      out += d;
      if (log && out.length > 2_000_000) out = out.slice(-1_000_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(out);
      else {
        const what = label ?? `${command} ${args.join(' ')}`;
        if (out) process.stderr.write(`\n${what}:\n${out.slice(-8000)}\n`);
        reject(new Error(`${what} failed (${signal ?? `exit ${code}`})`));
      }
    });
  });
}

export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Newest modification time under a path (files only), skipping generated folders. */
export function newestMtime(target, skip = ['node_modules', 'dist', 'build', '.tmp', '.cache', '.strapi']) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (skip.includes(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name), skip));
  }
  return newest;
}

/** Whether an output is missing or older than any of its inputs. */
export function stale(output, inputs) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}
