import cluster from 'node:cluster';
import type { Siblings, VersionNews } from './page-cache/version';

/*
 * The worker's side of the messages between the processes of one web server (web/cluster.js is
 * the primary's side, which relays them). A worker tells the primary what it learned; the primary
 * passes it to every other worker, gathers their acknowledgements and then answers the teller.
 *
 *   worker → primary   { type: 'estate:version', id, version, knownAt }
 *   primary → others   { type: 'estate:version', id, version, knownAt }   (each answers 'estate:version-ack')
 *   primary → teller   { type: 'estate:version-told', id }                  (every other worker has it)
 */

export const VERSION_MESSAGE = 'estate:version';
export const VERSION_ACK = 'estate:version-ack';
export const VERSION_TOLD = 'estate:version-told';

/** A teller never waits longer than this for the others (a worker that hangs, a primary gone). */
const TELL_BOUND_MS = 1000;

export interface Message {
  type?: unknown;
  id?: unknown;
  version?: unknown;
  knownAt?: unknown;
}

/**
 * The IPC channel to the primary: `process` in a cluster worker. A `ChildProcess` has the same
 * shape (tests use one). `send` never throws for a closed channel: it calls back with the error,
 * and with no callback emits 'error', which nothing handles in a worker and would end it.
 */
export interface Channel {
  send(message: object, handle: undefined, options: undefined, callback: (error: Error | null) => void): boolean;
  on(event: 'message', listener: (message: Message) => void): unknown;
}

/** The other workers of this server, when this process is a cluster worker; undefined otherwise. */
export function clusterSiblings(): Siblings | undefined {
  if (!cluster.isWorker || typeof process.send !== 'function') return undefined;
  return siblingsOver(process as Channel);
}

/** The other processes of this server, reached through the primary at the end of `channel`. */
export function siblingsOver(channel: Channel): Siblings {
  /** Sends; `failed` runs when the message cannot go (the primary is gone: the server is stopping). */
  const send = (message: object, failed: () => void = () => undefined) =>
    channel.send(message, undefined, undefined, (error) => {
      if (error) failed();
    });
  const listeners: ((news: VersionNews) => void)[] = [];
  const waiting = new Map<number, () => void>();
  let next = 0;
  channel.on('message', (message: Message) => {
    if (!message || typeof message !== 'object') return;
    if (
      message.type === VERSION_MESSAGE &&
      typeof message.version === 'string' &&
      typeof message.knownAt === 'number'
    ) {
      const news = { version: message.version, knownAt: message.knownAt };
      for (const listener of listeners) listener(news);
      send({ type: VERSION_ACK, id: message.id });
    } else if (message.type === VERSION_TOLD && typeof message.id === 'number') {
      waiting.get(message.id)?.();
    }
  });
  return {
    tell(news) {
      const id = ++next;
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, TELL_BOUND_MS);
        function done() {
          clearTimeout(timer);
          waiting.delete(id);
          resolve();
        }
        waiting.set(id, done);
        // Nobody to wait for when the message cannot go.
        send({ type: VERSION_MESSAGE, id, version: news.version, knownAt: news.knownAt }, done);
      });
    },
    listen(listener) {
      listeners.push(listener);
    },
  };
}
