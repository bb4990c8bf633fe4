// A stand-in for the game client's local API: one sample toon per port from 1547 up, each port an
// HTTP server that speaks both the game's documented HTTP API (github.com/ToontownRewritten/api-doc,
// local.md: GET /all.json and one path per section, see local-api.mjs) and the WebSocket protocol
// browser companion sites use, since a page cannot set those HTTP headers (a hello frame
// `{authorization, name}`, then `{request: 'all'}` frames, each answered by `{event: 'all', data}`,
// data as the doc shapes it plus `toon.id` and `location.instanceId`). Like the game it listens on `::1`
// and `127.0.0.1` (when it can), refuses a request whose Host is not `localhost:<port>`, shows a
// consent prompt that the "player" allows or denies, and answers only when asked (it never pushes).
// Toons change over time; a client sees a change the next time it asks. Ways to misbehave on purpose
// (malformed frames, a toon logging off, requests dropped before consent, no toon id, a doc-only
// game that sends neither `toon.id` nor `location.instanceId`) for tests.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { createConsentDesk } from './consent.mjs';
import {
  answerJson,
  checkRequest,
  DOC_WINDOWS,
  LOCAL_API_PATHS,
  REFUSALS,
  refuse,
  withoutSocketFields,
} from './local-api.mjs';
import { catchNewFish, createSampleToon, finishTask, playGolf, toonData } from './sample-toons.mjs';

export const FIRST_PORT = 1547;
/** The socket protocol's companion sites scan 1547-1554: windows 7 and 8 speak only the socket. */
export const MAX_TOONS = 8;
/** A doc-only game has at most the doc's windows, 1547 through 1552. */
export const MAX_DOC_TOONS = DOC_WINDOWS;
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
 * @property {boolean} [withIds] false: the socket's toon section has no `id` (the official doc lists none); default true
 * @property {string} [idTag] appended to every game toon id (default: new for each start, so each
 *   simulator is a game of its own: a game toon id belongs to one site account); '' keeps the ids
 *   the same from one start to the next
 * @property {boolean} [docOnly] true: a game shaped only by the official doc: its sockets send neither
 *   `toon.id` nor `location.instanceId`, and it has at most 6 windows (1547-1552); default false
 * @property {number} [tickMs]
 * @property {boolean} [malformed]
 * @property {(line: string) => void} [log]
 */
/**
 * @typedef {{ port: number, id: string, name: string, servesHttpApi: boolean }} SimulatedToon
 *   `id`: the sample toon's id, whether or not its game sends it; `servesHttpApi`: false for a window
 *   past the doc's six ports (it speaks only the socket protocol)
 */
/** @typedef {{ path: string, status: number }} HttpRequestRecord */
/**
 * @typedef {object} ToonLinkSimulator
 * @property {SimulatedToon[]} toons
 * @property {(consent: ConsentAnswer | 'ask') => void} setConsent
 * @property {() => number} pendingPrompts consent prompts waiting for the "player" (consent 'ask')
 * @property {(answer: ConsentAnswer) => number} answerPrompts the "player" answers every waiting prompt; returns how many there were
 * @property {(port: number) => number} connectedClients sockets on the port that the "player" allowed and that are still open
 * @property {() => number} deniedCount consent prompts the "player" denied so far
 * @property {() => number} answerCount socket `all` answers sent so far (one per request answered; see httpRequests for HTTP)
 * @property {() => number} wrongHostCount socket connections refused for a Host other than `localhost:<port>`
 * @property {(port: number) => HttpRequestRecord[]} httpRequests the documented HTTP API's requests
 *   on the port so far, answered or refused, oldest first
 * @property {(port: number, kind?: 'fish' | 'golf' | 'task') => { fish?: string | null, golf?: string, task?: string }} changeToon
 *   changes the toon; nothing is sent until the page asks
 * @property {(port: number, kind?: MalformedKind) => void} sendMalformed the next answer on the port comes after a malformed frame
 * @property {(port: number) => Promise<void>} closeToon
 * @property {(port: number, transform: ((data: any) => any) | null) => void} setAnswerTransform
 *   every later answer's `data` on the port goes through `transform` first (a copy of the toon's
 *   data; return what the game window sends instead: other values, a null toon, a bigger frame…);
 *   null goes back to the sample toon as it is. The HTTP API's answers go through it too (the
 *   copy it gets has no socket-only fields), before the path picks its section.
 * @property {(port: number, delayMs: number) => void} setAnswerDelay a game window that answers each
 *   request (socket or HTTP) `delayMs` after it was made (0: at once)
 * @property {(port: number) => number} requestCount socket `all` requests the port received so far
 * @property {() => Promise<void>} stop
 */
/**
 * One simulated game window: its toon, its sockets, and frames waiting to go before the next answer.
 * @typedef {{
 *   port: number,
 *   toon: import('./sample-toons.mjs').SampleToon,
 *   servesHttpApi: boolean,
 *   http: import('node:http').Server[],
 *   servers: WebSocketServer[],
 *   clients: Set<import('ws').WebSocket>,
 *   open: boolean,
 *   queued: string[],
 *   transform: ((data: any) => any) | null,
 *   delayMs: number,
 *   requests: number,
 *   httpLog: HttpRequestRecord[],
 *   prompting: Map<string, HttpWaiter[]>,
 * }} Game
 */
/**
 * An HTTP request waiting for the player's answer to the prompt its Authorization value opened.
 * @typedef {{ waiting: () => boolean, onAnswer: (answer: ConsentAnswer | 'gone') => void }} HttpWaiter
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
 * An HTTP server on `host`:`port` that answers plain requests with `onRequest` and takes the socket
 * protocol's upgrades (a WebSocket on the same port, as the game serves both).
 * @param {string} host
 * @param {number} port
 * @param {import('node:http').RequestListener} onRequest
 * @param {import('ws').VerifyClientCallbackAsync} verifyClient
 */
async function listen(host, port, onRequest, verifyClient) {
  const http = createServer(onRequest);
  await new Promise((resolve, reject) => {
    http.once('listening', resolve);
    http.once('error', reject);
    http.listen(port, host);
  });
  return { http, sockets: new WebSocketServer({ server: http, verifyClient }) };
}

/**
 * @param {import('node:http').Server} server
 * @returns {Promise<void>}
 */
function closeHttp(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Requests still waiting (a prompt, a slow answer) end with the window, as when the game quits.
    server.closeAllConnections();
  });
}

/**
 * @param {WebSocketServer} server
 * @returns {Promise<void>}
 */
function closeSockets(server) {
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Starts the simulator. Options: `toons` (1-8; 1-6 for a doc-only game), `firstPort`, `hosts`
 * (default `::1` and `127.0.0.1`; an address this machine lacks is skipped unless it is the only
 * one), `consent` ('accept', 'deny', or 'ask': prompts wait for `answerPrompts`), `consentDelayMs`,
 * `dropBeforeConsent` (socket requests made before the player answered are dropped, as the game
 * may), `withIds` (false: the socket's toon section has no `id`), `docOnly` (the sockets send
 * neither `toon.id` nor `location.instanceId`, as the official doc shapes the data), `tickMs` (how
 * often every toon changes; 0 for never), `malformed` (also answer with a malformed frame after each
 * tick), `log`. Every window from `firstPort` up to `firstPort + 5` also serves the doc's HTTP API;
 * windows 7 and 8 (1553, 1554) speak only the socket protocol and answer HTTP requests with 404.
 * @param {SimulatorOptions} [options]
 * @returns {Promise<ToonLinkSimulator>}
 */
export async function startToonLinkSimulator(options = {}) {
  const docOnly = options.docOnly ?? false;
  const requested = Math.max(1, Math.floor(options.toons ?? 2));
  if (docOnly && requested > MAX_DOC_TOONS) {
    throw new RangeError(`A doc-only game has at most ${MAX_DOC_TOONS} windows (ports 1547-1552).`);
  }
  const count = Math.min(MAX_TOONS, requested);
  const firstPort = options.firstPort ?? FIRST_PORT;
  const hosts = options.hosts ?? (options.host ? [options.host] : LOOPBACK_HOSTS);
  const dropBeforeConsent = options.dropBeforeConsent ?? false;
  const withIds = options.withIds ?? true;
  const idTag = options.idTag ?? randomBytes(3).toString('hex').toUpperCase();
  const log = options.log ?? (() => {});
  const consent = createConsentDesk({
    consent: options.consent ?? 'accept',
    consentDelayMs: options.consentDelayMs ?? 300,
    log,
  });
  let answered = 0;
  let wrongHost = 0;
  /** @type {Game[]} */
  const games = [];

  for (let index = 0; index < count; index += 1) {
    const port = firstPort + index;
    const toon = createSampleToon(index, idTag);
    /** @type {Game} */
    const game = {
      port,
      toon,
      servesHttpApi: index < DOC_WINDOWS,
      http: [],
      servers: [],
      clients: new Set(),
      open: true,
      queued: [],
      transform: null,
      delayMs: 0,
      requests: 0,
      httpLog: [],
      prompting: new Map(),
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
    /** @type {import('node:http').RequestListener} */
    const onRequest = (request, response) => serveHttp(game, request, response);
    for (const host of hosts) {
      try {
        const { http, sockets } = await listen(host, port, onRequest, verifyClient);
        sockets.on('connection', (socket) => serve(game, socket));
        game.http.push(http);
        game.servers.push(sockets);
      } catch (error) {
        // Like the game, serve the other address when this one is unavailable here.
        if (hosts.length === 1 || /** @type {NodeJS.ErrnoException} */ (error)?.code !== 'EADDRNOTAVAIL') {
          await Promise.all([...games, game].map(closeGame));
          throw error;
        }
        log(`port ${port}: ${host} is not available on this machine`);
      }
    }
    games.push(game);
    const sent = docOnly ? 'doc-only: no id sent' : withIds ? toon.id : 'no id sent';
    const speaks = game.servesHttpApi ? 'HTTP API and socket' : 'socket only';
    log(`port ${port}: ${toon.name} (${sent}) on ${hosts.join(' and ')}, ${speaks}`);
  }

  /** @param {Game} game */
  async function closeGame(game) {
    await Promise.all(game.servers.map(closeSockets));
    await Promise.all(game.http.map(closeHttp));
  }

  /**
   * The data a window sends: the sample toon as the socket protocol shapes it (`toon.id` and
   * `location.instanceId` unless told otherwise) or, for the HTTP API, as the doc does; then the
   * port's transform, if any.
   * @param {Game} game
   * @param {'socket' | 'http'} protocol
   */
  function sentData(game, protocol) {
    /** @type {Record<string, any>} */
    let data = toonData(game.toon);
    if (protocol === 'http' || docOnly) data = withoutSocketFields(data);
    else if (!withIds && data.toon) delete data.toon.id;
    return game.transform ? game.transform(structuredClone(data)) : data;
  }

  /**
   * @param {import('ws').WebSocket} socket
   * @param {Game} game
   */
  function answer(socket, game) {
    if (socket.readyState !== socket.OPEN) return;
    for (const frame of game.queued.splice(0)) socket.send(frame);
    socket.send(JSON.stringify({ event: 'all', data: sentData(game, 'socket') }));
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
        const request = {
          port: game.port,
          authorization: frame.authorization,
          app: frame.name,
          waiting: () => socket.readyState === socket.OPEN,
        };
        consent.ask(request, (choice) => {
          if (choice === 'gone') return;
          if (choice === 'deny') {
            socket.close(4003, 'The player did not allow this site');
            return;
          }
          state = 'allowed';
          game.clients.add(socket);
          if (pendingRequest && !dropBeforeConsent) answer(socket, game);
          pendingRequest = false;
        });
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

  /**
   * A request to the documented HTTP API: refused when it breaks one of the doc's rules; else, once
   * the player allowed its Authorization value (one prompt per new value, however many requests
   * wait on it), answered with its path's section.
   * @param {Game} game
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  function serveHttp(game, request, response) {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    /** @param {number} status */
    const record = (status) => game.httpLog.push({ path, status });
    /** @param {import('./local-api.mjs').Refusal} refusal */
    const refuseWith = (refusal) => {
      record(refusal.status);
      log(`port ${game.port}: refused ${request.method} ${path}: ${refusal.status} ${refusal.reason}`);
      refuse(response, refusal);
    };
    const hostOk = request.headers.host === `localhost:${game.port}`;
    const checked =
      hostOk && !game.servesHttpApi
        ? { refusal: REFUSALS.outOfRange(game.port) }
        : checkRequest(request, game.port);
    if ('refusal' in checked) {
      refuseWith(checked.refusal);
      return;
    }
    let gone = false;
    response.on('close', () => {
      gone = !response.writableFinished;
    });
    const send = () => {
      if (gone) return;
      const section = /** @type {(data: Record<string, any>) => unknown} */ (LOCAL_API_PATHS[checked.path]);
      record(200);
      answerJson(response, section(sentData(game, 'http')));
    };
    /** @param {ConsentAnswer | 'gone'} choice */
    const onAnswer = (choice) => {
      if (choice === 'gone' || gone) return;
      if (choice === 'deny') refuseWith(REFUSALS.denied(game.port));
      else if (game.delayMs > 0) setTimeout(send, game.delayMs);
      else send();
    };
    const waiter = { waiting: () => !gone, onAnswer };
    const others = game.prompting.get(checked.authorization);
    if (others) {
      others.push(waiter);
      return;
    }
    const waiters = [waiter];
    game.prompting.set(checked.authorization, waiters);
    const prompt = {
      port: game.port,
      authorization: checked.authorization,
      app: checked.app,
      waiting: () => waiters.some((one) => one.waiting()),
    };
    consent.ask(prompt, (choice) => {
      game.prompting.delete(checked.authorization);
      for (const one of waiters) one.onAnswer(choice);
    });
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
    await closeGame(game);
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
    consent.clear();
    await Promise.all(games.filter((game) => game.open).map((game) => closeToon(game.port)));
  }

  return {
    toons: games.map((game) => ({
      port: game.port,
      id: game.toon.id,
      name: game.toon.name,
      servesHttpApi: game.servesHttpApi,
    })),
    setConsent: consent.setConsent,
    pendingPrompts: consent.pending,
    answerPrompts: consent.answerAll,
    connectedClients: (port) => gameOn(port).clients.size,
    deniedCount: consent.deniedCount,
    answerCount: () => answered,
    wrongHostCount: () => wrongHost,
    httpRequests: (port) => gameOn(port).httpLog.map((entry) => ({ ...entry })),
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
