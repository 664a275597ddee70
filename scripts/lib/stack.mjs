import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './env.mjs';
import { waitForHttp } from './ports.mjs';
import { finished } from './run.mjs';

/**
 * The processes of the stack (CMS, web server), started with explicit environments, with their
 * output kept for diagnosis and their whole process group stopped together.
 */
export class Service {
  constructor(name, command, args, { cwd = ROOT, env = {}, logFile, echo = false } = {}) {
    Object.assign(this, { name, command, args, cwd, env, logFile, echo });
    this.tail = [];
    this.child = null;
  }

  start() {
    const out = this.logFile ? fs.createWriteStream(this.logFile, { flags: 'a' }) : null;
    this.child = spawn(this.command, this.args, {
      cwd: this.cwd,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
    });
    const keep = (chunk) => {
      out?.write(chunk);
      if (this.echo) process.stdout.write(chunk);
      this.tail.push(chunk.toString());
      if (this.tail.length > 400) this.tail.splice(0, this.tail.length - 400);
    };
    this.child.stdout.on('data', keep);
    this.child.stderr.on('data', keep);
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
    return this;
  }

  get alive() {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  logTail(chars = 6000) {
    return this.tail.join('').slice(-chars);
  }

  async ready(url, timeoutMs = 180_000) {
    try {
      await waitForHttp(url, { timeoutMs, isAlive: () => this.alive, what: this.name });
    } catch (error) {
      throw new Error(`${error.message}\n--- ${this.name} output ---\n${this.logTail()}`);
    }
  }

  async stop(timeoutMs = 15_000) {
    if (!this.alive) return;
    const kill = (signal) => {
      try {
        if (process.platform !== 'win32') process.kill(-this.child.pid, signal);
        else this.child.kill(signal);
      } catch {
        /* already gone */
      }
    };
    kill('SIGTERM');
    const timer = setTimeout(() => kill('SIGKILL'), timeoutMs);
    await this.exited;
    clearTimeout(timer);
  }
}

export const cmsService = (env, options = {}) =>
  new Service('CMS', process.execPath, [path.join(ROOT, 'cms', 'scripts', 'serve.js')], {
    cwd: path.join(ROOT, 'cms'),
    env: { STRAPI_TELEMETRY_DISABLED: 'true', ...env },
    ...options,
  });

export const webService = (env, options = {}) =>
  new Service('web server', process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'start', '-w', '@estate/web'], {
    env,
    ...options,
  });

/** Run the demo seed (or the synthetic set with args) against the given environment. */
export function seed(env, args = [], { echo = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'cms', 'scripts', 'seed.js'), ...args], {
      cwd: path.join(ROOT, 'cms'),
      env: {
        ...process.env,
        STRAPI_TELEMETRY_DISABLED: 'true',
        OUTBOX_DISABLED: 'true',
        SERVE_ADMIN_PANEL: 'false',
        ...env,
      },
      stdio: echo ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('error', reject);
    finished(child).then(({ code }) =>
      code === 0 ? resolve(out) : reject(new Error(`seed failed (exit ${code})\n${out.slice(-6000)}`)),
    );
  });
}
