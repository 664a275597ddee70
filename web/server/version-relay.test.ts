// @vitest-environment node
import { versionRelay } from '../cluster.js';

/*
 * The primary's relay of the content version between the workers (web/cluster.js, decision
 * 0045), with workers that keep what they are sent: who is told, when the worker that learned a
 * version hears that every other has it, and what a worker still starting gets. The bound on a
 * telling is a fake timer, moved by the test.
 */

function aWorker(id: number, { fails = false } = {}) {
  const inbox: object[] = [];
  return {
    id,
    inbox,
    connected: true,
    isConnected() {
      return this.connected;
    },
    send(message: object, _handle: undefined, callback: (error: Error | null) => void) {
      // As a worker whose channel closed between the check and the send: Node calls back with the error.
      if (fails) queueMicrotask(() => callback(new Error('Channel closed')));
      else inbox.push(message);
      return !fails;
    },
  };
}

const told = (id: number) => ({ type: 'estate:version-told', id });
const version = (id: string, v: string, knownAt: number) => ({ type: 'estate:version', id, version: v, knownAt });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the version relay between the workers', () => {
  it('tells every ready worker, and answers the teller once they have all acknowledged', () => {
    const relay = versionRelay(800);
    const [a, b, c] = [aWorker(1), aWorker(2), aWorker(3)];
    for (const w of [a, b, c]) relay.ready(w);
    relay.heard(a, { id: 7, version: 'v2', knownAt: 10 });
    expect(b.inbox).toEqual([version('1:7', 'v2', 10)]);
    expect(c.inbox).toEqual([version('1:7', 'v2', 10)]);
    relay.acknowledged(b, '1:7');
    expect(a.inbox).toEqual([]);
    relay.acknowledged(c, '1:7');
    expect(a.inbox).toEqual([told(7)]);
  });

  it('sends a worker still starting nothing, and does not hold the teller for it', () => {
    const relay = versionRelay(800);
    const [a, b, starting] = [aWorker(1), aWorker(2), aWorker(3)];
    relay.ready(a);
    relay.ready(b);
    relay.heard(a, { id: 1, version: 'v2', knownAt: 10 });
    expect(starting.inbox).toEqual([]);
    relay.acknowledged(b, '1:1');
    // Answered at once, not after the bound.
    expect(a.inbox).toEqual([told(1)]);
  });

  it('gives a worker the newest version relayed when it becomes ready', () => {
    const relay = versionRelay(800);
    const [a, b, late] = [aWorker(1), aWorker(2), aWorker(3)];
    relay.heard(a, { id: 1, version: 'v2', knownAt: 20 });
    // A poll that began before the save, answered after it: older knowledge, not the newest.
    relay.heard(b, { id: 1, version: 'v1', knownAt: 10 });
    relay.ready(late);
    expect(late.inbox).toEqual([version('ready:3', 'v2', 20)]);
    // Its acknowledgement answers nobody's telling.
    relay.acknowledged(late, 'ready:3');
    expect([a.inbox, b.inbox]).toEqual([[told(1)], [told(1)]]);
  });

  it('answers the teller when a worker cannot be told, goes away, or never acknowledges', async () => {
    const relay = versionRelay(800);
    const [a, broken, leaving, hung] = [aWorker(1), aWorker(2, { fails: true }), aWorker(3), aWorker(4)];
    for (const w of [a, broken, leaving]) relay.ready(w);
    relay.heard(a, { id: 1, version: 'v2', knownAt: 10 });
    await Promise.resolve();
    expect(a.inbox).toEqual([]);
    relay.gone(leaving);
    expect(a.inbox).toEqual([told(1)]);

    relay.ready(hung);
    relay.heard(a, { id: 2, version: 'v3', knownAt: 20 });
    vi.advanceTimersByTime(799);
    expect(a.inbox).toEqual([told(1)]);
    vi.advanceTimersByTime(1);
    expect(a.inbox).toEqual([told(1), told(2)]);
  });
});
