import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { freePort } from '../free-port.mjs';
import { startToonLinkSimulator } from './simulator.mjs';

const HELLO = JSON.stringify({ authorization: 'test-session-0123456789', name: 'Simulator test' });
const ASK = JSON.stringify({ request: 'all' });

/** @type {import('./simulator.mjs').ToonLinkSimulator | null} */
let simulator = null;

afterEach(async () => {
  await simulator?.stop();
  simulator = null;
});

/**
 * A client socket like the page's: the address `url`, Host `localhost:<port>` unless told.
 * @param {string} url
 * @param {string} [host]
 */
function connect(url, host) {
  const socket = new WebSocket(url, host ? { headers: { host } } : {});
  /** @type {any[]} */
  const frames = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data))));
  const opened = new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, frames, opened };
}

/** @param {number} ms */
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {() => boolean} check
 * @param {number} [timeoutMs]
 */
async function until(check, timeoutMs = 2_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await wait(10);
  }
}

describe('the ToonLink simulator behaves like the game', () => {
  it('answers only when asked: a changed toon is sent at the next request, never pushed', async () => {
    const port = await freePort();
    simulator = await startToonLinkSimulator({ toons: 1, firstPort: port, consentDelayMs: 0 });
    const client = connect(`ws://localhost:${port}`);
    await client.opened;
    client.socket.send(HELLO);
    await until(() => simulator?.connectedClients(port) === 1);
    simulator.changeToon(port, 'fish');
    simulator.changeToon(port, 'golf');
    await wait(200);
    expect(client.frames).toEqual([]);
    client.socket.send(ASK);
    await until(() => client.frames.length === 1);
    expect(client.frames[0]).toMatchObject({ event: 'all', data: { toon: { id: simulator.toons[0].id } } });
    client.socket.close();
  });

  it('serves ::1 and 127.0.0.1 alike', async () => {
    const port = await freePort();
    simulator = await startToonLinkSimulator({ toons: 1, firstPort: port, consentDelayMs: 0 });
    for (const address of ['[::1]', '127.0.0.1']) {
      const client = connect(`ws://${address}:${port}`, `localhost:${port}`);
      await client.opened;
      client.socket.send(HELLO);
      client.socket.send(ASK);
      await until(() => client.frames.length === 1);
      client.socket.close();
    }
  });

  it('refuses a connection whose Host is not localhost:<port>', async () => {
    const port = await freePort();
    simulator = await startToonLinkSimulator({ toons: 1, firstPort: port, consentDelayMs: 0 });
    await expect(connect(`ws://127.0.0.1:${port}`).opened).rejects.toThrow(/403/);
    await expect(connect(`ws://localhost:${port}`, `evil.example:${port}`).opened).rejects.toThrow(/403/);
    expect(simulator.wrongHostCount()).toBe(2);
  });

  it('can drop a request made before the player allowed the link', async () => {
    const port = await freePort();
    simulator = await startToonLinkSimulator({
      toons: 1,
      firstPort: port,
      consent: 'ask',
      dropBeforeConsent: true,
    });
    const client = connect(`ws://localhost:${port}`);
    await client.opened;
    client.socket.send(HELLO);
    client.socket.send(ASK);
    await until(() => simulator?.pendingPrompts() === 1);
    expect(simulator.answerPrompts('accept')).toBe(1);
    await wait(200);
    expect(client.frames).toEqual([]);
    client.socket.send(ASK);
    await until(() => client.frames.length === 1);
    client.socket.close();
  });

  it('sends the toon without an id when told, as the official doc shapes it', async () => {
    const port = await freePort();
    simulator = await startToonLinkSimulator({
      toons: 1,
      firstPort: port,
      consentDelayMs: 0,
      withIds: false,
    });
    const client = connect(`ws://localhost:${port}`);
    await client.opened;
    client.socket.send(HELLO);
    client.socket.send(ASK);
    await until(() => client.frames.length === 1);
    expect(client.frames[0].data.toon).not.toHaveProperty('id');
    expect(client.frames[0].data.toon.name).toBe(simulator.toons[0].name);
    client.socket.close();
  });
});
