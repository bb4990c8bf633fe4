// A stand-in for the game client's local ToonLink sockets (reference/game-apis.md): one sample
// toon per port from 1547 up, behaving as the game does: it listens on `::1` and `127.0.0.1`
// (when it can), refuses a connection whose Host is not `localhost:<port>`, shows a consent
// prompt that the "player" allows or denies, and answers only when asked (it never pushes). Toons
// change over time; the page sees a change the next time it asks. Ways to misbehave on purpose
// (malformed frames, a toon logging off, requests dropped before consent, no toon id) for tests.
import { WebSocketServer } from 'ws';
import { catchNewFish, createSampleToon, finishTask, playGolf, toonData } from './sample-toons.mjs';

export const FIRST_PORT = 1547;
export const MAX_TOONS = 8;
/** The addresses the game listens on when it can (IPv6 first), as the official doc says. */
export const LOOPBACK_HOSTS = ['::1', '127.0.0.1'];

/** @typedef {'invalid-json' | 'wrong-shape' | 'unexpected' | 'oversized'} MalformedKind */
/** @typedef {'accept' | 'deny'} ConsentAnswer */
/**
 * @typedef {object} SimulatorOptions
 * @property {number} [toons]
 * @property {number} [firstPort]
 * @property {string[]} [hosts] addresses to listen on (default `::1` and `127.0.0.1`, as the game does when it can)
 * @property {string} [host] one address to listen on (kept for older callers; `hosts` wins)
 * @property {ConsentAnswer | 'ask'} [consent] 'ask': every prompt waits until `answerPrompts`
 * @property {number} [consentDelayMs]
 * @property {boolean} [dropBeforeConsent] requests made before the player answered the prompt are dropped (the game may do this)
 * @property {boolean} [withIds] false: the toon section has no `id` (the official doc lists none); default true
 * @property {number} [tickMs]
 * @property {boolean} [malformed]
 * @property {(line: string) => void} [log]
 */
/** @typedef {{ port: number, id: string, name: string }} SimulatedToon */
/**
 * @typedef {object} ToonLinkSimulator
 * @property {SimulatedToon[]} toons
 * @property {(consent: ConsentAnswer | 'ask') => void} setConsent
 * @property {() => number} pendingPrompts consent prompts waiting for the "player" (consent 'ask')
 * @property {(answer: ConsentAnswer) => number} answerPrompts the "player" answers every waiting prompt; returns how many there were
 * @property {(port: number) => number} connectedClients sockets on the port that the "player" allowed and that are still open
 * @property {() => number} deniedCount consent prompts the "player" denied so far
 * @property {() => number} answerCount `all` answers sent so far (one per request answered)
 * @property {() => number} wrongHostCount connections refused for a Host other than `localhost:<port>`
 * @property {(port: number, kind?: 'fish' | 'golf' | 'task') => { fish?: string | null, golf?: string, task?: string }} changeToon
 *   changes the toon; nothing is sent until the page asks
 * @property {(port: number, kind?: MalformedKind) => void} sendMalformed the next answer on the port comes after a malformed frame
 * @property {(port: number) => Promise<void>} closeToon
 * @property {(port: number, transform: ((data: any) => any) | null) => void} setAnswerTransform
 *   every later answer's `data` on the port goes through `transform` first (a copy of the toon's
 *   data; return what the game window sends instead: other values, a null toon, a bigger frame…);
 *   null goes back to the sample toon as it is
 * @property {(port: number, delayMs: number) => void} setAnswerDelay a game window that answers each
 *   request `delayMs` after it was made (0: at once)
 * @property {(port: number) => number} requestCount `all` requests the port received so far
 * @property {() => Promise<void>} stop
 */
/**
 * One simulated game window: its toon, its sockets, and frames waiting to go before the next answer.
 * @typedef {{
 *   port: number,
 *   toon: import('./sample-toons.mjs').SampleToon,
 *   servers: WebSocketServer[],
 *   clients: Set<import('ws').WebSocket>,
 *   open: boolean,
 *   queued: string[],
 *   transform: ((data: any) => any) | null,
 *   delayMs: number,
 *   requests: number,
 * }} Game
 */

/**
 * Frames no valid `all` event looks like, by kind.
 * @type {Record<MalformedKind, () => string>}
 */
const MALFORMED_FRAMES = {
  'invalid-json': () => '{"event": "all", "data": {',
  'wrong-shape': () => JSON.stringify({ event: 'all', data: { laff: { current: 'lots' } } }),
  unexpected: () => JSON.stringify({ event: 'party', data: {} }),
  oversized: () => JSON.stringify({ event: 'all', data: { padding: 'x'.repeat(300_000) } }),
};
export const MALFORMED_KINDS = /** @type {MalformedKind[]} */ (Object.keys(MALFORMED_FRAMES));

/**
 * @param {any} frame
 * @returns {frame is { authorization: string, name: string }}
 */
function isHello(frame) {
  return (
    frame !== null &&
    typeof frame === 'object' &&
    typeof frame.authorization === 'string' &&
    frame.authorization.length > 0 &&
    typeof frame.name === 'string'
  );
}

/** @param {unknown} raw */
function parse(raw) {
  try {
    return JSON.parse(String(raw));
  } catch {
    return null;
  }
}

/**
 * @param {string} host
 * @param {number} port
 * @param {import('ws').VerifyClientCallbackAsync} verifyClient
 */
async function listen(host, port, verifyClient) {
  const server = new WebSocketServer({ host, port, verifyClient });
  await new Promise((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return server;
}

/**
 * Starts the simulator. Options: `toons` (1-8), `firstPort`, `hosts` (default `::1` and
 * `127.0.0.1`; an address this machine lacks is skipped unless it is the only one), `consent`
 * ('accept', 'deny', or 'ask': prompts wait for `answerPrompts`), `consentDelayMs`,
 * `dropBeforeConsent` (requests made before the player answered are dropped, as the game may),
 * `withIds` (false: the toon section has no `id`, as in the official doc), `tickMs` (how often every
 * toon changes; 0 for never), `malformed` (also answer with a malformed frame after each tick),
 * `log`.
 * @param {SimulatorOptions} [options]
 * @returns {Promise<ToonLinkSimulator>}
 */
export async function startToonLinkSimulator(options = {}) {
  const count = Math.min(MAX_TOONS, Math.max(1, Math.floor(options.toons ?? 2)));
  const firstPort = options.firstPort ?? FIRST_PORT;
  const hosts = options.hosts ?? (options.host ? [options.host] : LOOPBACK_HOSTS);
  const consentDelayMs = options.consentDelayMs ?? 300;
  const dropBeforeConsent = options.dropBeforeConsent ?? false;
  const withIds = options.withIds ?? true;
  const log = options.log ?? (() => {});
  let consent = options.consent ?? 'accept';
  /** @type {Set<string>} Authorization strings the "player" allowed; the game does not ask them again. */
  const allowed = new Set();
  /** @type {Set<{ decide: (choice: ConsentAnswer) => void }>} Prompts waiting for the "player" (consent 'ask'). */
  const prompts = new Set();
  let denied = 0;
  let answered = 0;
  let wrongHost = 0;
  /** @type {Game[]} */
  const games = [];

  for (let index = 0; index < count; index += 1) {
    const port = firstPort + index;
    const toon = createSampleToon(index);
    /** @type {Game} */
    const game = {
      port,
      toon,
      servers: [],
      clients: new Set(),
      open: true,
      queued: [],
      transform: null,
      delayMs: 0,
      requests: 0,
    };
    // The game refuses any request whose Host is not localhost:<port> (DNS rebinding).
    /** @type {import('ws').VerifyClientCallbackAsync} */
    const verifyClient = (info, done) => {
      if (info.req.headers.host === `localhost:${port}`) {
        done(true);
        return;
      }
      wrongHost += 1;
      done(false, 403, 'Host must be localhost');
    };
    for (const host of hosts) {
      try {
        const server = await listen(host, port, verifyClient);
        server.on('connection', (socket) => serve(game, socket));
        game.servers.push(server);
      } catch (error) {
        // Like the game, serve the other address when this one is unavailable here.
        if (hosts.length === 1 || /** @type {NodeJS.ErrnoException} */ (error)?.code !== 'EADDRNOTAVAIL') {
          await Promise.all(games.flatMap((other) => other.servers).map(closeServer));
          await Promise.all(game.servers.map(closeServer));
          throw error;
        }
        log(`port ${port}: ${host} is not available on this machine`);
      }
    }
    games.push(game);
    log(`port ${port}: ${toon.name} (${withIds ? toon.id : 'no id sent'}) on ${hosts.join(' and ')}`);
  }

  /**
   * @param {WebSocketServer} server
   * @returns {Promise<void>}
   */
  function closeServer(server) {
    return new Promise((resolve) => server.close(() => resolve()));
  }

  /**
   * @param {import('ws').WebSocket} socket
   * @param {Game} game
   */
  function answer(socket, game) {
    if (socket.readyState !== socket.OPEN) return;
    for (const frame of game.queued.splice(0)) socket.send(frame);
    /** @type {{ toon?: { id?: string } }} */
    const data = toonData(game.toon);
    if (!withIds && data.toon) delete data.toon.id;
    const sent = game.transform ? game.transform(structuredClone(data)) : data;
    socket.send(JSON.stringify({ event: 'all', data: sent }));
    answered += 1;
  }

  /**
   * @param {Game} game
   * @param {import('ws').WebSocket} socket
   */
  function serve(game, socket) {
    let state = 'hello';
    let pendingRequest = false;
    socket.on('message', (raw, isBinary) => {
      const frame = isBinary ? null : parse(raw);
      if (state === 'hello') {
        if (!isHello(frame)) {
          socket.close(1008, 'Expected {authorization, name} first');
          return;
        }
        state = 'asking';
        /** @param {ConsentAnswer} choice */
        const decide = (choice) => {
          prompts.delete(prompt);
          if (socket.readyState !== socket.OPEN) return;
          if (choice === 'deny' && !allowed.has(frame.authorization)) {
            denied += 1;
            log(`port ${game.port}: the player denied ${frame.name}`);
            socket.close(4003, 'The player did not allow this site');
            return;
          }
          allowed.add(frame.authorization);
          state = 'allowed';
          game.clients.add(socket);
          log(`port ${game.port}: the player allowed ${frame.name}`);
          if (pendingRequest && !dropBeforeConsent) answer(socket, game);
          pendingRequest = false;
        };
        const prompt = { decide };
        if (allowed.has(frame.authorization)) decide('accept');
        else if (consent === 'ask') prompts.add(prompt);
        // The answer is the consent setting when the prompt is answered ('ask' then allows).
        else setTimeout(() => decide(/** @type {ConsentAnswer} */ (consent)), consentDelayMs);
        return;
      }
      if (frame?.request !== 'all') return;
      game.requests += 1;
      if (state !== 'allowed') pendingRequest = true;
      else if (game.delayMs > 0) setTimeout(() => answer(socket, game), game.delayMs);
      else answer(socket, game);
    });
    socket.on('close', () => game.clients.delete(socket));
    socket.on('error', () => game.clients.delete(socket));
  }

  /** @param {number} port */
  function gameOn(port) {
    const game = games.find((candidate) => candidate.port === port);
    if (!game) throw new Error(`No simulated toon on port ${port}`);
    return game;
  }

  /**
   * Changes a toon: 'fish' catches a new species, 'golf' completes a course, 'task' completes its
   * task. Returns what changed. Nothing is sent: the page sees the change when it next asks.
   * @param {number} port
   * @param {'fish' | 'golf' | 'task'} [kind]
   * @returns {{ fish?: string | null, golf?: string, task?: string }}
   */
  function changeToon(port, kind = 'fish') {
    const game = gameOn(port);
    if (kind === 'task') {
      const task = finishTask(game.toon);
      log(`port ${port}: ${game.toon.name} completed the task ${task}`);
      return { task };
    }
    const change =
      kind === 'golf' ? { golf: playGolf(game.toon) } : { fish: catchNewFish(game.toon)?.name ?? null };
    log(
      `port ${port}: ${game.toon.name} ${kind === 'golf' ? 'completed a golf course' : `caught ${change.fish}`}`,
    );
    return change;
  }

  /**
   * The next answer on the port comes after a malformed frame of `kind` (see MALFORMED_KINDS).
   * @param {number} port
   * @param {MalformedKind} [kind]
   */
  function sendMalformed(port, kind = 'invalid-json') {
    const make = MALFORMED_FRAMES[kind];
    if (!make) throw new Error(`Unknown malformed frame kind ${kind}`);
    gameOn(port).queued.push(make());
    log(`port ${port}: the next answer comes after a malformed frame (${kind})`);
  }

  /**
   * The toon logs off: its sockets close and the port refuses connections from now on.
   * @param {number} port
   */
  async function closeToon(port) {
    const game = gameOn(port);
    if (!game.open) return;
    game.open = false;
    for (const server of game.servers) {
      for (const socket of server.clients) socket.close(1001, 'The toon logged off');
    }
    await Promise.all(game.servers.map(closeServer));
    log(`port ${port}: ${game.toon.name} logged off`);
  }

  let tick = 0;
  const timer =
    options.tickMs && options.tickMs > 0
      ? setInterval(() => {
          tick += 1;
          for (const game of games) {
            if (!game.open) continue;
            changeToon(game.port, tick % 2 === 1 ? 'fish' : 'golf');
            if (options.malformed) sendMalformed(game.port, MALFORMED_KINDS[tick % MALFORMED_KINDS.length]);
          }
        }, options.tickMs)
      : null;

  async function stop() {
    if (timer) clearInterval(timer);
    for (const prompt of [...prompts]) prompts.delete(prompt);
    await Promise.all(games.filter((game) => game.open).map((game) => closeToon(game.port)));
  }

  return {
    toons: games.map((game) => ({ port: game.port, id: game.toon.id, name: game.toon.name })),
    setConsent: (next) => {
      consent = next;
    },
    pendingPrompts: () => prompts.size,
    answerPrompts: (choice) => {
      const waiting = [...prompts];
      for (const prompt of waiting) prompt.decide(choice);
      return waiting.length;
    },
    connectedClients: (port) => gameOn(port).clients.size,
    deniedCount: () => denied,
    answerCount: () => answered,
    wrongHostCount: () => wrongHost,
    changeToon,
    sendMalformed,
    closeToon,
    setAnswerTransform: (port, transform) => {
      gameOn(port).transform = transform;
    },
    setAnswerDelay: (port, delayMs) => {
      gameOn(port).delayMs = Math.max(0, delayMs);
    },
    requestCount: (port) => gameOn(port).requests,
    stop,
  };
}
