import { request as httpRequest } from 'node:http';
import { SUMMONS_COGS } from 'trinket-game/data';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { freePort } from '../free-port.mjs';
import { ALL_SECTIONS, INFO_SECTIONS, LOCAL_API_PATHS } from './local-api.mjs';
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

/** The headers the doc asks of every request, for the app "Simulator test". */
const APP_HEADERS = {
  'user-agent': 'Simulator test/1.0 (unit tests)',
  authorization: 'test-http-session-42',
};

/**
 * A GET (or `method`) to the simulator's HTTP API on localhost, with Host `localhost:<port>` and the
 * doc's headers unless `headers` says otherwise (a header set to null is not sent).
 * @param {number} port
 * @param {string} path
 * @param {Record<string, string | null>} [headers]
 * @param {string} [method]
 * @returns {Promise<{ status: number, text: string, json: () => any }>}
 */
function get(port, path, headers = {}, method = 'GET') {
  /** @type {Record<string, string>} */
  const sent = {};
  for (const [name, value] of Object.entries({ host: `localhost:${port}`, ...APP_HEADERS, ...headers })) {
    if (value !== null) sent[name] = value;
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: 'localhost', port, path, method, headers: sent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, json: () => JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The first `all` answer a socket client gets from the simulator on `port`.
 * @param {number} port
 */
async function firstSocketAnswer(port) {
  const client = connect(`ws://localhost:${port}`);
  await client.opened;
  client.socket.send(HELLO);
  client.socket.send(ASK);
  await until(() => client.frames.length === 1);
  client.socket.close();
  return client.frames[0].data;
}

/**
 * Starts the simulator on `toons` consecutive free ports (tries a few runs when one is taken).
 * @param {import('./simulator.mjs').SimulatorOptions} options
 */
async function startOnFreePorts(options) {
  for (let attempt = 0; ; attempt += 1) {
    const firstPort = await freePort();
    try {
      return await startToonLinkSimulator({ consentDelayMs: 0, ...options, firstPort });
    } catch (error) {
      if (attempt >= 9 || /** @type {NodeJS.ErrnoException} */ (error).code !== 'EADDRINUSE') throw error;
    }
  }
}

describe('the simulator serves the local API as the official doc documents it', () => {
  it('answers /all.json with every documented section, shaped as the doc gives it', async () => {
    simulator = await startOnFreePorts({ toons: 1 });
    const [toon] = simulator.toons;
    if (!toon) throw new Error('one toon');
    const answer = await get(toon.port, '/all.json');
    expect(answer.status).toBe(200);
    const data = answer.json();
    expect(Object.keys(data)).toEqual([...ALL_SECTIONS]);
    // The doc's toon and location: no id, no instanceId (only the socket protocol adds those).
    expect(Object.keys(data.toon).sort()).toEqual(['headColor', 'name', 'species', 'style']);
    expect(data.toon.name).toBe(toon.name);
    expect(Object.keys(data.location).sort()).toEqual(['district', 'neighborhood', 'zone']);
    expect(Object.keys(data.rewards)).toEqual(['sos', 'unites', 'summons', 'pinkslips', 'remotes']);
    expect(data.fish.rod).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(data.beans).toEqual({
      jar: { current: expect.any(Number), max: expect.any(Number) },
      bank: { current: expect.any(Number), max: expect.any(Number) },
    });
    expect(data.cattlelog).toEqual({ series: expect.any(Number), issue: expect.any(Number) });
    expect(typeof data.tokens).toBe('number');
    expect(simulator.httpRequests(toon.port)).toEqual([{ path: '/all.json', status: 200 }]);
  });

  it('answers /info.json and each section on its own path with what /all.json holds for it', async () => {
    simulator = await startOnFreePorts({ toons: 1 });
    const port = simulator.toons[0]?.port ?? 0;
    const all = (await get(port, '/all.json')).json();
    const info = (await get(port, '/info.json')).json();
    expect(info).toEqual(Object.fromEntries(INFO_SECTIONS.map((section) => [section, all[section]])));
    for (const section of ALL_SECTIONS) {
      const answer = await get(port, `/${section}.json`);
      expect({ section, status: answer.status, body: answer.json() }).toEqual({
        section,
        status: 200,
        body: all[section],
      });
    }
    for (const part of ['sos', 'unites', 'summons', 'pinkslips', 'remotes']) {
      expect((await get(port, `/${part}.json`)).json()).toEqual(all.rewards[part]);
    }
    expect(typeof (await get(port, '/pinkslips.json')).json()).toBe('number');
    // Every documented path, and no other.
    expect(Object.keys(LOCAL_API_PATHS)).toHaveLength(2 + ALL_SECTIONS.length + 5);
    expect((await get(port, '/party.json')).status).toBe(404);
    expect((await get(port, '/all.json', {}, 'POST')).status).toBe(405);
  });

  it('refuses a Host other than localhost:<port> before anything is asked of the player', async () => {
    simulator = await startOnFreePorts({ toons: 1, consent: 'ask' });
    const port = simulator.toons[0]?.port ?? 0;
    for (const host of [`evil.example:${port}`, `127.0.0.1:${port}`, 'localhost']) {
      const answer = await get(port, '/all.json', { host });
      expect({ host, status: answer.status, text: answer.text }).toEqual({
        host,
        status: 403,
        text: `The Host header must be localhost:${port}.`,
      });
    }
    expect(simulator.pendingPrompts()).toBe(0);
  });

  it('refuses a request without a User-Agent, or with a blank one', async () => {
    simulator = await startOnFreePorts({ toons: 1 });
    const port = simulator.toons[0]?.port ?? 0;
    for (const userAgent of [null, '  ']) {
      const answer = await get(port, '/toon.json', { 'user-agent': userAgent });
      expect(answer.status).toBe(400);
      expect(answer.text).toMatch(/User-Agent header is required/);
    }
    expect(simulator.pendingPrompts()).toBe(0);
  });

  it('refuses a request without an Authorization header', async () => {
    simulator = await startOnFreePorts({ toons: 1 });
    const port = simulator.toons[0]?.port ?? 0;
    const answer = await get(port, '/toon.json', { authorization: null });
    expect(answer.status).toBe(400);
    expect(answer.text).toMatch(/Authorization header is required/);
    expect(simulator.httpRequests(port)).toEqual([{ path: '/toon.json', status: 400 }]);
  });

  it('asks the player once for a new Authorization value, as it does for a socket hello', async () => {
    simulator = await startOnFreePorts({ toons: 1, consent: 'ask' });
    const port = simulator.toons[0]?.port ?? 0;
    // Two requests with one new value wait on one prompt.
    const waiting = [get(port, '/laff.json'), get(port, '/toon.json')];
    await until(() => simulator?.pendingPrompts() === 1);
    await wait(100);
    expect(simulator.pendingPrompts()).toBe(1);
    expect(simulator.httpRequests(port)).toEqual([]);
    expect(simulator.answerPrompts('accept')).toBe(1);
    const [laff, toon] = await Promise.all(waiting);
    expect(laff?.status).toBe(200);
    expect(toon?.json().name).toBe(simulator.toons[0]?.name);
    // Allowed once: answered at once from now on, on HTTP and on the socket alike.
    expect((await get(port, '/laff.json')).status).toBe(200);
    const client = connect(`ws://localhost:${port}`);
    await client.opened;
    client.socket.send(JSON.stringify({ authorization: APP_HEADERS.authorization, name: 'Simulator test' }));
    client.socket.send(ASK);
    await until(() => client.frames.length === 1);
    client.socket.close();
    expect(simulator.pendingPrompts()).toBe(0);

    // A new value the player denies is refused.
    const denied = get(port, '/all.json', { authorization: 'another-session' });
    await until(() => simulator?.pendingPrompts() === 1);
    simulator.answerPrompts('deny');
    const answer = await denied;
    expect(answer.status).toBe(403);
    expect(answer.text).toMatch(/did not allow/);
    expect(simulator.deniedCount()).toBe(1);
  });

  it('sends its changes, transforms and delays over HTTP too', async () => {
    simulator = await startOnFreePorts({ toons: 1 });
    const port = simulator.toons[0]?.port ?? 0;
    const before = Object.keys((await get(port, '/fish.json')).json().collection).length;
    simulator.changeToon(port, 'fish');
    const after = (await get(port, '/fish.json')).json().collection;
    const caught = Object.values(after).flatMap((genus) => Object.keys(/** @type {any} */ (genus).album));
    expect(caught.length).toBeGreaterThan(before);
    simulator.setAnswerTransform(port, (data) => ({ ...data, toon: null }));
    expect((await get(port, '/toon.json')).json()).toBeNull();
    simulator.setAnswerTransform(port, null);
    simulator.setAnswerDelay(port, 300);
    const started = Date.now();
    expect((await get(port, '/laff.json')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('a toon logging off ends the requests waiting on its prompt and refuses new ones', async () => {
    simulator = await startOnFreePorts({ toons: 1, consent: 'ask' });
    const port = simulator.toons[0]?.port ?? 0;
    const waiting = get(port, '/all.json');
    await until(() => simulator?.pendingPrompts() === 1);
    await simulator.closeToon(port);
    await expect(waiting).rejects.toThrow(/socket hang up|ECONNRESET/);
    await expect(get(port, '/all.json')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('serves the HTTP API on the doc’s six ports only: windows 7 and 8 speak only the socket', async () => {
    simulator = await startOnFreePorts({ toons: 8 });
    expect(simulator.toons.map((toon) => toon.servesHttpApi)).toEqual([...Array(6).fill(true), false, false]);
    const seventh = simulator.toons[6]?.port ?? 0;
    const answer = await get(seventh, '/all.json');
    expect(answer.status).toBe(404);
    expect(answer.text).toMatch(/past the doc's ports 1547-1552/);
    expect(await firstSocketAnswer(seventh)).toMatchObject({ toon: { name: simulator.toons[6]?.name } });
    expect((await get(simulator.toons[5]?.port ?? 0, '/all.json')).status).toBe(200);
  });
});

describe('the game data the simulator sends', () => {
  it('holds rewards.summons in the doc’s shape: by Cog id, the Cog’s name and three booleans', async () => {
    simulator = await startOnFreePorts({ toons: 2 });
    for (const toon of simulator.toons) {
      const summons = (await firstSocketAnswer(toon.port)).rewards.summons;
      expect(Object.keys(summons).length).toBeGreaterThan(0);
      for (const [cogId, summon] of Object.entries(summons)) {
        expect(cogId).toMatch(/^[a-z]{1,3}$/);
        expect(summon).toEqual({
          name: expect.any(String),
          single: expect.any(Boolean),
          building: expect.any(Boolean),
          invasion: expect.any(Boolean),
        });
        expect(SUMMONS_COGS).toContain(summon.name);
      }
      expect((await get(toon.port, '/summons.json')).json()).toEqual(summons);
    }
  });

  it('a doc-only game sends neither toon.id nor location.instanceId on its sockets', async () => {
    simulator = await startOnFreePorts({ toons: 1, docOnly: true });
    const data = await firstSocketAnswer(simulator.toons[0]?.port ?? 0);
    expect(data.toon).not.toHaveProperty('id');
    expect(data.location).not.toHaveProperty('instanceId');
    expect(data.toon.name).toBe(simulator.toons[0]?.name);
    expect(data.location.district).toEqual(expect.any(String));
    await simulator.stop();

    // Without ids only: the socket still sends the instance, as before.
    simulator = await startOnFreePorts({ toons: 1, withIds: false });
    const noIds = await firstSocketAnswer(simulator.toons[0]?.port ?? 0);
    expect(noIds.toon).not.toHaveProperty('id');
    expect(noIds.location.instanceId).toEqual(expect.any(Number));
    await simulator.stop();

    // By default the socket sends both.
    simulator = await startOnFreePorts({ toons: 1 });
    const full = await firstSocketAnswer(simulator.toons[0]?.port ?? 0);
    expect(full.toon.id).toBe(simulator.toons[0]?.id);
    expect(full.location.instanceId).toEqual(expect.any(Number));
  });

  it('a doc-only game has at most the doc’s six windows', async () => {
    await expect(startToonLinkSimulator({ toons: 7, docOnly: true })).rejects.toThrow(RangeError);
  });
});
