import net from 'node:net';

/**
 * A TCP port nobody listens on right now: any the system gives, or, with PORT_RANGE=4600-4619
 * (a machine shared by several runs, each with its own ports), the next free one of that range.
 */
export async function freePort() {
  const range = /^(\d+)-(\d+)$/.exec(process.env.PORT_RANGE?.trim() ?? '');
  if (!range) return listenOn(0);
  const [first, last] = [Number(range[1]), Number(range[2])];
  // From after the last one given, so a port handed out but not yet listened on is not given twice.
  const start = nextInRange >= first && nextInRange <= last ? nextInRange : first;
  for (let i = 0; i <= last - first; i++) {
    const port = first + ((start - first + i) % (last - first + 1));
    const got = await listenOn(port).catch(() => null);
    if (got !== null) {
      nextInRange = port + 1;
      return got;
    }
  }
  throw new Error(`no free port in PORT_RANGE=${process.env.PORT_RANGE}`);
}
let nextInRange = 0;

function listenOn(wanted) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(wanted, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on host:port. */
export function isListening(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Poll a URL until it answers 2xx (or the process dies / time runs out). */
export async function waitForHttp(url, { timeoutMs = 120_000, isAlive = () => true, what = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`${what} stopped before it was ready`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} was not ready within ${Math.round(timeoutMs / 1000)} s`);
}
