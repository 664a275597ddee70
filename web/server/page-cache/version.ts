/*
 * The content version the page cache serves pages for: what each process knows of it, and how the
 * processes of one server share it.
 */

/**
 * A content version as one process learned it: `knownAt` is a moment ({@link monotonicMs}) at which
 * it was current, the start of the read that answered it or the arrival of an announcement.
 * Processes of one server share that clock, so the later knowledge wins whichever arrives last.
 */
export interface VersionNews {
  version: string;
  knownAt: number;
}

/**
 * Milliseconds on the host's monotonic clock (CLOCK_MONOTONIC: one clock for every process of the
 * machine). Not the wall clock: a clock stepped back (NTP, a resumed VM) would make every read
 * after it look older than what is known, and a save's new version would be ignored.
 */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint() / 1_000_000n);
}

/**
 * The other processes of this web server (web/cluster.js runs WEB_WORKERS of them): what one of them
 * learns about the content version, every other one learns too.
 */
export interface Siblings {
  /** Tells every other process; resolves once each has taken it in (or after a short bound). */
  tell(news: VersionNews): Promise<void>;
  /** Called with what another process learned. */
  listen(listener: (news: VersionNews) => void): void;
}

/**
 * The content version as this instance knows it: read from the CMS at most once per interval
 * (a request that finds it older starts one read and does not wait for it), pushed by Redis when
 * configured, shared with the other processes of this server, and read again at once when a write
 * went through this server (see `afterWrite`). Knowledge older than what is known is ignored: a
 * read that began before a save, answered after another process told this one of the save,
 * never brings the old version back.
 */
export class ContentVersion {
  private value: string | undefined;
  /** When `value` was known to be current (see VersionNews). */
  private knownAt = -Infinity;
  private checkedAt = 0;
  private inFlight: Promise<string | undefined> | null = null;

  constructor(
    private readonly fetchVersion: () => Promise<string>,
    private readonly pollMs: number,
    private readonly log: (m: string) => void,
    private readonly siblings?: Siblings,
  ) {
    // Another process's read counts as this one's: the processes poll the CMS about once per
    // interval between them, and a change one of them sees is at once everyone's.
    siblings?.listen((news) => this.learn(news));
  }

  private learn(news: VersionNews) {
    if (news.knownAt < this.knownAt) return;
    this.value = news.version;
    this.knownAt = news.knownAt;
    // As old as the knowledge: a worker that becomes ready is given the newest version relayed
    // (web/cluster.js), which after a quiet spell may be older than a poll interval.
    this.checkedAt = Date.now() - Math.max(0, monotonicMs() - news.knownAt);
  }

  /** A version announced by the CMS (Redis): newer than anything read before it. */
  announce(version: string) {
    this.learn({ version, knownAt: monotonicMs() });
  }

  /** The version now; waits only when none was ever read (first request), else answers at once. */
  async current(): Promise<string | undefined> {
    if (this.value === undefined) return this.refresh();
    if (Date.now() - this.checkedAt >= this.pollMs) void this.refresh();
    return this.value;
  }

  /** The version as known now, without waiting (undefined before the first read); starts a due read. */
  peek(): string | undefined {
    if (this.value !== undefined && Date.now() - this.checkedAt >= this.pollMs) void this.refresh();
    return this.value;
  }

  /** Reads the version now (one poll at a time), keeping the last known one when the CMS fails. */
  refresh(): Promise<string | undefined> {
    this.inFlight ??= this.read()
      .then((news) => {
        // Shared without waiting: the others skip their own poll, and see a change as soon.
        if (news) void this.siblings?.tell(news).catch(() => undefined);
        return this.value;
      })
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  /**
   * After a write went through this server: a read that starts now (a poll already under way may
   * have been answered before the write), and every other process of the server knows its answer
   * before this resolves, so none of them calls a page of the old content current afterwards.
   * Told once, and waited for.
   */
  async afterWrite(): Promise<void> {
    const news = await this.read();
    if (news) await this.siblings?.tell(news);
  }

  /** One read of the CMS's version, learned here; the caller shares it with the other processes. */
  private async read(): Promise<VersionNews | undefined> {
    const knownAt = monotonicMs();
    try {
      const news = { version: await this.fetchVersion(), knownAt };
      this.learn(news);
      return news;
    } catch (e) {
      this.log(`content version unavailable (${(e as Error).message}): pages stay as they are`);
      return undefined;
    } finally {
      this.checkedAt = Date.now();
    }
  }
}
