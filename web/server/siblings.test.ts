// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { siblingsOver } from './siblings';
import type { VersionNews } from './page-cache/version';

/*
 * A worker's side of the content version messages (docs/decisions/0045) over a real IPC channel:
 * the primary is played by a child process that answers every telling at once, relays what it is
 * asked to, and reports the acknowledgements it gets (web/cluster.js is the real primary). The
 * one-second bound on a telling is a fake timer that never fires, so a telling resolves only by
 * the primary's answer, or by the channel's failure.
 */

const PRIMARY = `
process.on('message', (m) => {
  if (m.type === 'estate:version') process.send({ type: 'estate:version-told', id: m.id });
  if (m.type === 'relay') process.send({ type: 'estate:version', id: 'ready:1', version: m.version, knownAt: m.knownAt });
  if (m.type === 'estate:version-ack') process.send({ type: 'acked', id: m.id });
});
`;

let primary: ChildProcess;
beforeEach(async () => {
  primary = spawn(process.execPath, ['-e', PRIMARY], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((resolve) => primary.once('spawn', resolve));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(async () => {
  vi.useRealTimers();
  if (primary.connected) primary.disconnect();
  if (primary.exitCode === null) await new Promise((resolve) => primary.once('exit', resolve));
});

const news: VersionNews = { version: "v2'", knownAt: 1234 };

describe('the other processes of a web server', () => {
  it('hear what this one learned, and it knows when all of them have', async () => {
    const siblings = siblingsOver(primary);
    await expect(siblings.tell(news)).resolves.toBeUndefined();
  });

  it('tell this one what they learned, and get its acknowledgement', async () => {
    const siblings = siblingsOver(primary);
    const heard: VersionNews[] = [];
    siblings.listen((n) => heard.push(n));
    const acked = new Promise((resolve) =>
      primary.on('message', (m: { type: string; id: unknown }) => m.type === 'acked' && resolve(m.id)),
    );
    primary.send({ type: 'relay', ...news });
    expect(await acked).toBe('ready:1');
    expect(heard).toEqual([news]);
  });

  it('are not waited for once the primary is gone, and its absence ends nothing', async () => {
    const siblings = siblingsOver(primary);
    primary.disconnect();
    // Resolves through the failed send: the bound's timer never fires here. An 'error' nobody
    // handles (what a send without a callback emits on a closed channel) would fail the test.
    await expect(siblings.tell(news)).resolves.toBeUndefined();
  });
});
