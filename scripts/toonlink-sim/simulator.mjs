// A stand-in for the game client's local ToonLink sockets (reference/game-apis.md): one sample
// toon per port from 1547 up, a consent step that accepts or denies, toons that change over time,
// and ways to misbehave on purpose (malformed frames, a toon logging off) for tests.
import { WebSocketServer } from 'ws';
import { catchNewFish, createSampleToon, playGolf, toonData } from './sample-toons.mjs';

export const FIRST_PORT = 1547;
export const MAX_TOONS = 8;

/** Frames no valid `all` event looks like, by kind. */
const MALFORMED_FRAMES = {
  'invalid-json': () => '{"event": "all", "data": {',
  'wrong-shape': () => JSON.stringify({ event: 'all', data: { laff: { current: 'lots' } } }),
  unexpected: () => JSON.stringify({ event: 'party', data: {} }),
  oversized: () => JSON.stringify({ event: 'all', data: { padding: 'x'.repeat(300_000) } }),
};
export const MALFORMED_KINDS = Object.keys(MALFORMED_FRAMES);

function isHello(frame) {
  return (
    frame !== null &&
    typeof frame === 'object' &&
    typeof frame.authorization === 'string' &&
    frame.authorization.length > 0 &&
    typeof frame.name === 'string'
  );
}

function parse(raw) {
  try {
    return JSON.parse(String(raw));
  } catch {
    return null;
  }
}

/**
 * Starts the simulator. Options: `toons` (1-8), `firstPort`, `host`, `consent` ('accept' or
 * 'deny'), `consentDelayMs`, `tickMs` (how often every toon changes; 0 for never), `malformed`
 * (also send a malformed frame each tick), `log`.
 */
export async function startToonLinkSimulator(options = {}) {
  const count = Math.min(MAX_TOONS, Math.max(1, Math.floor(options.toons ?? 2)));
  const firstPort = options.firstPort ?? FIRST_PORT;
  const host = options.host ?? '127.0.0.1';
  const consentDelayMs = options.consentDelayMs ?? 300;
  const log = options.log ?? (() => {});
  let consent = options.consent ?? 'accept';
  /** Authorization strings the "player" allowed; the game does not ask them again. */
  const allowed = new Set();
  let denied = 0;
  const games = [];

  for (let index = 0; index < count; index += 1) {
    const port = firstPort + index;
    const toon = createSampleToon(index);
    const server = new WebSocketServer({ host, port });
    await new Promise((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    const game = { port, toon, server, clients: new Set(), open: true };
    server.on('connection', (socket) => serve(game, socket));
    games.push(game);
    log(`port ${port}: ${toon.name} (${toon.id})`);
  }

  function sendAll(socket, game) {
    if (socket.readyState === socket.OPEN)
      socket.send(JSON.stringify({ event: 'all', data: toonData(game.toon) }));
  }

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
        const grant = () => {
          if (socket.readyState !== socket.OPEN) return;
          if (consent === 'deny' && !allowed.has(frame.authorization)) {
            denied += 1;
            log(`port ${game.port}: the player denied ${frame.name}`);
            socket.close(4003, 'The player did not allow this site');
            return;
          }
          allowed.add(frame.authorization);
          state = 'allowed';
          game.clients.add(socket);
          log(`port ${game.port}: the player allowed ${frame.name}`);
          if (pendingRequest) sendAll(socket, game);
        };
        if (allowed.has(frame.authorization)) grant();
        else setTimeout(grant, consentDelayMs);
        return;
      }
      if (frame?.request !== 'all') return;
      if (state === 'allowed') sendAll(socket, game);
      else pendingRequest = true;
    });
    socket.on('close', () => game.clients.delete(socket));
    socket.on('error', () => game.clients.delete(socket));
  }

  function gameOn(port) {
    const game = games.find((candidate) => candidate.port === port);
    if (!game) throw new Error(`No simulated toon on port ${port}`);
    return game;
  }

  /** Sends every allowed client the toon's data now (the site also asks every 30 s). */
  function push(game) {
    for (const socket of game.clients) sendAll(socket, game);
  }

  /** Changes a toon: 'fish' catches a new species, 'golf' completes a course. Returns what changed. */
  function changeToon(port, kind = 'fish') {
    const game = gameOn(port);
    const change =
      kind === 'golf' ? { golf: playGolf(game.toon) } : { fish: catchNewFish(game.toon)?.name ?? null };
    log(
      `port ${port}: ${game.toon.name} ${kind === 'golf' ? 'completed a golf course' : `caught ${change.fish}`}`,
    );
    push(game);
    return change;
  }

  /** Sends a malformed frame of `kind` (see MALFORMED_KINDS) to the toon's clients. */
  function sendMalformed(port, kind = 'invalid-json') {
    const make = MALFORMED_FRAMES[kind];
    if (!make) throw new Error(`Unknown malformed frame kind ${kind}`);
    const game = gameOn(port);
    for (const socket of game.clients) socket.send(make());
    log(`port ${port}: sent a malformed frame (${kind})`);
  }

  /** The toon logs off: its sockets close and the port refuses connections from now on. */
  async function closeToon(port) {
    const game = gameOn(port);
    if (!game.open) return;
    game.open = false;
    for (const socket of game.server.clients) socket.close(1001, 'The toon logged off');
    await new Promise((resolve) => game.server.close(() => resolve()));
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
    await Promise.all(games.filter((game) => game.open).map((game) => closeToon(game.port)));
  }

  return {
    toons: games.map((game) => ({ port: game.port, id: game.toon.id, name: game.toon.name })),
    setConsent: (next) => {
      consent = next;
    },
    connectedClients: (port) => gameOn(port).clients.size,
    deniedCount: () => denied,
    changeToon,
    sendMalformed,
    closeToon,
    stop,
  };
}
