// The offline stand-in for the game's public APIs (github.com/ToontownRewritten/api-doc): the documented
// endpoints with changing, made-up data, and a rendering endpoint drawing SVG pictures.
// Control for tests: GET /__standin/status, POST /__standin/mode {"mode": <one of MODES>}.
// The feeds (feeds.mjs): POST /__standin/game-status {"open"?: boolean, "banner"?: string | null},
// POST /__standin/news {"title"?, "author"?, "body"?, "hostile"?: true} and
// POST /__standin/release-notes {"slug"?, "body"?, "hostile"?: true} publish one (answering it),
// POST /__standin/feeds/reset puts them back as they started.
// Faults: "slow" answers after `slowMs`, "error" answers 503, "garbage" answers text that is not
// JSON, "wrong-shape" answers JSON of the wrong shape.
// goOffline() / goOnline() close and reopen the port (a refused connection, as when the game is down).
import http from 'node:http';
import { createFeeds } from './feeds.mjs';
import { renderSvg } from './render.mjs';
import * as world from './world.mjs';

export const MODES = /** @type {const} */ (['normal', 'slow', 'error', 'garbage', 'wrong-shape']);
/** @typedef {(typeof MODES)[number]} StandinMode */

/**
 * @typedef {object} RunningStandin
 * @property {string} url
 * @property {(mode: StandinMode) => void} setMode
 * @property {() => Promise<void>} goOffline closes the port: connections are refused, as when the game is down
 * @property {() => Promise<void>} goOnline opens the same port again
 * @property {() => Promise<void>} close
 */

/** @type {Record<string, ((now: number) => unknown) | undefined>} */
const ENDPOINTS = {
  '/population': world.population,
  '/invasions': world.invasions,
  '/fieldoffices': world.fieldOffices,
  '/doodles': world.doodles,
  '/sillymeter': world.sillyMeter,
  '/cavalcade': world.cavalcade,
};
const RENDER = /^\/render\/([^/]{1,200})\/([a-z-]{1,32})\/(\d{2,4})x(\d{2,4})\.(png|webp)$/;

/**
 * @param {{ port?: number, host?: string, now?: () => number, slowMs?: number }} [options]
 *   port 0 picks a free port; now: epoch seconds; slowMs: how late "slow" mode answers (longer
 *   than the api's 5 s upstream time limit by default, so a slow game looks hung to it)
 * @returns {Promise<RunningStandin>}
 */
export async function startGameStandin({
  port = 3200,
  host = '127.0.0.1',
  now = () => Date.now() / 1000,
  slowMs = 8000,
} = {}) {
  /** @type {StandinMode} */
  let mode = 'normal';
  const feeds = createFeeds(now);
  /** @type {Record<string, (body: Record<string, unknown>) => unknown>} */
  const feedControls = {
    '/__standin/game-status': (body) => feeds.setStatus(body),
    '/__standin/news': (body) => feeds.addNews(body),
    '/__standin/release-notes': (body) => feeds.addReleaseNote(body),
    '/__standin/feeds/reset': () => {
      feeds.reset();
      return { reset: true };
    },
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    /**
     * @param {number} status
     * @param {string} type
     * @param {string} body
     */
    const send = (status, type, body) => {
      res.writeHead(status, {
        'Content-Type': type,
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-store',
      });
      res.end(body);
    };
    /**
     * @param {number} status
     * @param {unknown} body
     */
    const json = (status, body) => send(status, 'application/json', JSON.stringify(body));

    if (url.pathname === '/__standin/status') return json(200, { pid: process.pid, mode });
    if (url.pathname === '/__standin/mode' && req.method === 'POST') {
      readJson(req).then((body) => {
        const next = body?.mode;
        if (!MODES.includes(/** @type {StandinMode} */ (next))) {
          return json(400, { error: `mode must be one of ${MODES.join(', ')}` });
        }
        mode = /** @type {StandinMode} */ (next);
        return json(200, { mode });
      });
      return;
    }
    const feedControl = feedControls[url.pathname];
    if (feedControl && req.method === 'POST') {
      readJson(req).then((body) => {
        try {
          return json(200, feedControl(body ?? {}));
        } catch (error) {
          return json(400, { error: error instanceof Error ? error.message : String(error) });
        }
      });
      return;
    }

    const render = RENDER.exec(url.pathname);
    if (render) {
      const [, dna, pose, width, height] = /** @type {[string, string, string, string, string]} */ (
        /** @type {unknown} */ (render)
      );
      return send(
        200,
        'image/svg+xml',
        renderSvg({ dna: decodeURIComponent(dna), pose, width: Number(width), height: Number(height) }),
      );
    }

    const path = url.pathname.replace(/\/+$/, '');
    const endpoint = ENDPOINTS[path];
    const feed = endpoint ? undefined : feeds.answer(path);
    if (!endpoint && !feed) return json(404, { error: 'No such endpoint on the game stand-in.' });
    if (mode === 'error') return json(503, { error: 'The stand-in is answering errors (test mode).' });
    if (mode === 'garbage') return send(200, 'application/json', '{"totally": "not the documented shape"');
    if (mode === 'wrong-shape') return json(200, { lastUpdated: 'yesterday', items: [1, 2, 3] });
    const status = feed?.status ?? 200;
    const body = JSON.stringify(endpoint ? endpoint(Math.floor(now())) : feed?.body);
    if (mode === 'slow') {
      setTimeout(() => send(status, 'application/json', body), slowMs);
      return;
    }
    return send(status, 'application/json', body);
  });

  // Port 0 becomes the port first given, so goOnline() reopens the same address.
  let boundPort = port;
  const listen = () =>
    /** @type {Promise<void>} */ (
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(boundPort, host, () => {
          server.off('error', reject);
          boundPort = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
          resolve();
        });
      })
    );
  // The last close, so reopening waits until the port is really let go.
  let closing = Promise.resolve();
  const close = () => {
    if (!server.listening) return closing;
    closing = new Promise(
      /** @param {(value?: void) => void} resolve */ (resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      },
    );
    return closing;
  };
  /** Reopens the port, trying again for a few seconds if the system has not released it yet. */
  const reopen = async () => {
    await closing;
    for (let attempt = 1; !server.listening; attempt += 1) {
      try {
        await listen();
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  };

  await listen();
  return {
    url: `http://${host}:${boundPort}`,
    setMode: (next) => {
      mode = next;
    },
    goOffline: close,
    goOnline: reopen,
    close,
  };
}

/**
 * A request's JSON object body; null when it is empty, not JSON or not an object.
 * @param {http.IncomingMessage} req
 * @returns {Promise<Record<string, unknown> | null>}
 */
function readJson(req) {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk) => {
      // A control body is a few hundred bytes; stop reading anything far larger.
      if (text.length < 1_000_000) text += chunk;
    });
    req.on('end', () => {
      try {
        const value = JSON.parse(text);
        resolve(typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null);
      } catch {
        resolve(null);
      }
    });
  });
}
