import { spawn, type ChildProcess } from 'child_process';
import path from 'path';

export const CMS_DIR = path.resolve(__dirname, '..', '..');

/** The compiled CMS as a child process, started and stopped by the test harness. */
export class CmsProcess {
  private child: ChildProcess | null = null;
  readonly log: string[] = [];

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The process's id once started (the run's teardown stops a CMS no test took by it). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(timeoutMs = 120_000): Promise<void> {
    const child = spawn(process.execPath, [path.join(CMS_DIR, 'scripts', 'serve.js')], {
      cwd: CMS_DIR,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.log.push(chunk.toString());
      if (this.log.length > 2000) this.log.splice(0, this.log.length - 2000);
      if (process.env.CMS_TEST_LOG) process.stderr.write(chunk);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`CMS exited with ${code}:\n${this.log.join('').slice(-4000)}`))),
    );
    const deadline = Date.now() + timeoutMs;
    const ready = (async () => {
      while (Date.now() < deadline) {
        try {
          const res = await fetch(`${this.url}/api/admin/get-countries`);
          if (res.ok) return;
        } catch {
          /* not listening yet */
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`CMS did not start within ${timeoutMs} ms:\n${this.log.join('').slice(-4000)}`);
    })();
    await Promise.race([ready, exited]);
    child.removeAllListeners('exit');
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      // Strapi's graceful stop (the outbox's round, the pools) can take a while on a loaded machine.
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  /** Ends the process at once, as a crash or an OOM kill would: no shutdown hooks run. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }
}
