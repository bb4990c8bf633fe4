// A port nothing listens on right now, for servers a test or tool starts a moment later.
//
// Why not the system's pick (listen on 0): that port comes from the ephemeral range, the same range
// the system draws every outgoing connection's local port from. Between choosing the port and
// listening on it, a test's own fetch or database connection can take it (EADDRINUSE in CI). So the
// port is drawn at random from below the ephemeral range, where outgoing connections never land,
// and never handed out twice by one process.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Linux's ephemeral range starts here by default; other systems start higher. */
const defaultEphemeralStart = 32768;
const lowestPort = 10000;
/** @type {Set<number>} */
const handedOut = new Set();

function ephemeralStart() {
  try {
    const [first] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const start = Number(first);
    return Number.isInteger(start) && start > lowestPort + 1000 ? start : defaultEphemeralStart;
  } catch {
    return defaultEphemeralStart;
  }
}

/** @param {number} port @returns {Promise<boolean>} */
function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** @returns {Promise<number>} */
export async function freePort() {
  const highest = ephemeralStart() - 1;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = lowestPort + Math.floor(Math.random() * (highest - lowestPort + 1));
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${lowestPort} and ${highest}`);
}
