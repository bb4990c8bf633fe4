// Waiting on the servers a script starts: is a URL answering, has a condition come true, is a port
// taken. One copy for the start, dev and test scripts and the dev-mode suite.
import net from 'node:net';

/** @param {number} ms */
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * True when `url` answers 2xx (and `check(response)` holds) within `timeoutMs`.
 * @param {string} url
 * @param {{ check?: (response: Response) => Promise<boolean>, timeoutMs?: number }} [options]
 */
export async function answers(url, { check = async () => true, timeoutMs = 5_000 } = {}) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return response.ok && (await check(response));
  } catch {
    return false;
  }
}

/**
 * Resolves once `test()` holds, asking every `intervalMs`; rejects when `isAlive()` turns false (the
 * process that should make it true has stopped) or after `timeoutMs`.
 * @param {string} what what is awaited, for the error
 * @param {() => Promise<boolean>} test
 * @param {{ timeoutMs: number, isAlive?: () => boolean, intervalMs?: number }} options
 */
export async function waitUntil(what, test, { timeoutMs, isAlive = () => true, intervalMs = 500 }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`stopped before ${what}`);
    if (await test()) return;
    await delay(intervalMs);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

/**
 * True when something accepts connections on 127.0.0.1:`port`.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function portTaken(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
