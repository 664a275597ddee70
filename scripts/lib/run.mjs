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
    finished(child).then(({ code, signal }) => {
      if (code === 0) resolve(out);
      else {
        const what = label ?? `${command} ${args.join(' ')}`;
        if (out) process.stderr.write(`\n${what}:\n${out.slice(-8000)}\n`);
        reject(new Error(`${what} failed (${signal ?? `exit ${code}`})`));
      }
    });
  });
}

/**
 * A child's exit code once its output has been read: 'exit' can come before the last of the
 * piped output has been read (an empty answer from `node --version` on a busy machine), 'close'
 * comes after it. A descendant that keeps the pipes open (a server it left behind) would hold
 * 'close' back for ever, so a second after the exit the answer settles with what was read.
 */
export function finished(child, graceMs = 1000) {
  return new Promise((resolve) => {
    let timer;
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
    child.once('exit', (code, signal) => {
      timer = setTimeout(() => resolve({ code, signal }), graceMs);
      timer.unref?.();
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
