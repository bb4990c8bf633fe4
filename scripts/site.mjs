// Starts the whole built site on one machine: the Auth emulator, the api on its database, the
// shell and every remote. Used by `npm start` and by the e2e suite.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { imageOriginsFrom, remoteHeaders, shellHeadersFrom } from '../site-server/headers.mjs';
import { pageLinksFrom, siteStateFrom } from '../site-server/hints.mjs';
import { pageBodiesFrom } from '../site-server/prerender.mjs';
import { serveStatic } from '../site-server/serve-static.mjs';
import {
  apiPort,
  authEmulatorPort,
  firebaseProjectId,
  frontParts,
  gameStandinPort,
  repoRoot,
} from './parts.mjs';
import { answers, waitUntil } from './wait.mjs';

/**
 * One part's server (see servePart).
 * @typedef {object} RunningPart
 * @property {string} name
 * @property {string} dir
 * @property {number} port
 * @property {string} url
 * @property {() => Promise<void>} close
 * @property {() => Promise<void>} reopen opens the part's server again on its port after close()
 * @property {(root?: string) => Promise<void>} serveFrom serves the files of `root` (another build
 *   of the part) on its port; no root: its own dist again
 */
/** @typedef {{ url: string, stop: (signal?: NodeJS.Signals) => Promise<void> }} RunningApi */
/** @typedef {{ url: string, stop: () => Promise<void> }} RunningGameStandin */
/**
 * @typedef {object} RunningSite
 * @property {string} emulatorUrl
 * @property {RunningGameStandin} gameStandin
 * @property {RunningApi} api
 * @property {() => Promise<RunningApi>} restartApi
 * @property {RunningPart[]} servers
 * @property {() => Promise<void>} stop
 */
/** @typedef {(text: string) => void} Log */

/**
 * Runs a Node program of the site as a child process and resolves once `readyUrl` answers;
 * `stop(signal)` ends it and waits for its exit.
 * @param {{ script: string, env: Record<string, string>, readyUrl: string, readyTimeoutMs: number, url: string, log: Log }} options
 */
async function startNodeService({ script, env, readyUrl, readyTimeoutMs, url, log }) {
  const child = spawn(process.execPath, [path.join(repoRoot, script)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let alive = true;
  const exited = new Promise((resolve) =>
    child.on('exit', (code) => {
      alive = false;
      resolve(code);
    }),
  );
  child.stdout.on('data', (chunk) => log(chunk.toString()));
  child.stderr.on('data', (chunk) => log(chunk.toString()));
  await waitUntil(`${readyUrl} answered`, () => answers(readyUrl), {
    timeoutMs: readyTimeoutMs,
    isAlive: () => alive,
    intervalMs: 200,
  });
  return {
    url,
    child,
    /** @param {NodeJS.Signals} [signal] */
    stop: async (signal = 'SIGTERM') => {
      if (alive) child.kill(signal);
      await exited;
    },
  };
}

/**
 * Starts the offline game stand-in (stand-ins/game) as a child process of its own, so it can
 * be stopped alone; resolves once it answers.
 * @param {{ port?: number, log?: Log }} [options]
 * @returns {Promise<RunningGameStandin>}
 */
export async function startGameStandin({ port = gameStandinPort, log = () => {} } = {}) {
  const url = `http://127.0.0.1:${port}`;
  return startNodeService({
    script: 'stand-ins/game/main.mjs',
    env: { GAME_STANDIN_PORT: String(port) },
    readyUrl: `${url}/__standin/status`,
    readyTimeoutMs: 15_000,
    url,
    log,
  });
}

/**
 * The api's settings for running behind this site's shell server, which forwards /api
 * (site-server/api-proxy.mjs) and appends the address it saw to X-Forwarded-For: the api believes
 * exactly that one hop, so each visitor spends their own per-address budgets (a header a visitor
 * wrote further left is never believed), and only on requests carrying `proxySecret`, which the
 * shell's server adds: one that reaches the api's port directly is counted by its own address. A
 * proxy in front of the shell server is one more hop.
 * @param {string} proxySecret the same as serveParts' apiProxySecret
 */
export const apiBehindSiteServerEnv = (proxySecret) => ({
  TRUST_PROXY_HOPS: '1',
  TRUST_PROXY_SECRET: proxySecret,
});

/** A fresh secret for one run of the site, shared by the shell's server and the api (never stored). */
export const newProxySecret = () => randomBytes(32).toString('base64url');

/**
 * Starts the api as a child process; resolves once /api/health answers.
 * @param {{ port?: number, env?: Record<string, string>, log?: Log }} [options] port defaults to API_PORT (3100)
 * @returns {Promise<RunningApi>}
 */
export async function startApi({ port = apiPort, env = {}, log = () => {} } = {}) {
  const url = `http://127.0.0.1:${port}`;
  return startNodeService({
    script: 'api/dist/main.js',
    env: {
      PORT: String(port),
      FIREBASE_PROJECT_ID: firebaseProjectId,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulatorPort}`,
      ...env,
    },
    readyUrl: `${url}/api/health`,
    readyTimeoutMs: 60_000,
    url,
    log,
  });
}

/**
 * Serves the built shell and remotes; the shell proxies /api to the api and sends a
 * Content-Security-Policy built from the config it serves (site-server/headers.mjs), allowing
 * pictures from `renditionUrl` (the game's rendering service, or its stand-in), and telling the api
 * its requests came through it with `apiProxySecret` (apiBehindSiteServerEnv).
 * @param {{ shellFiles?: Record<string, string>, renditionUrl?: string, apiProxySecret?: string }} [options]
 * @returns {Promise<RunningPart[]>}
 */
export async function serveParts({
  shellFiles = {},
  renditionUrl = process.env.RENDITION_BASE_URL,
  apiProxySecret,
} = {}) {
  return Promise.all(
    frontParts.map((part) => {
      const root = path.join(repoRoot, part.dir, 'dist');
      const isShell = part.name === 'shell';
      const siteState = isShell
        ? siteStateFrom({
            configFile: shellFiles['/config.json'] ?? path.join(root, 'config.json'),
            pageAssetsFile: path.join(root, 'page-assets.json'),
          })
        : null;
      return servePart(part, {
        root,
        port: part.port,
        spa: isShell,
        cors: !isShell,
        apiTarget: isShell ? `http://127.0.0.1:${apiPort}` : undefined,
        apiProxySecret: isShell ? apiProxySecret : undefined,
        files: isShell ? shellFiles : {},
        securityHeaders: isShell
          ? shellHeadersFrom({
              configFile: shellFiles['/config.json'] ?? path.join(root, 'config.json'),
              renditionUrl,
              imageOrigins: imageOriginsFrom(process.env.SITE_IMAGE_ORIGINS),
            })
          : remoteHeaders,
        // Hints to fetch the page's remote manifests with the shell's own script (site-server/hints.mjs).
        pageLinks: siteState ? pageLinksFrom(siteState) : undefined,
        // The page's first paint in its HTML, by the shell's server build (site-server/prerender.mjs).
        pageBodies: siteState
          ? pageBodiesFrom({
              siteState,
              root,
              indexFile: path.join(root, 'index.html'),
              prerenderFile: path.join(repoRoot, part.dir, 'dist-server', 'prerender.mjs'),
            })
          : undefined,
      });
    }),
  );
}

/**
 * One part's server, which can be closed and opened again on its port (as when a CDN origin goes
 * down), or serve another folder in place of its build (as when a team redeploys its part alone).
 * @param {{ name: string, dir: string, port: number }} part
 * @param {Parameters<typeof serveStatic>[0]} options
 * @returns {Promise<RunningPart>}
 */
async function servePart(part, options) {
  const builtRoot = options.root;
  let current = options;
  let server = await serveStatic(current);
  let open = true;
  const close = async () => {
    if (!open) return;
    open = false;
    await server.close();
  };
  const reopen = async () => {
    if (open) return;
    server = await serveStatic(current);
    open = true;
  };
  return {
    ...part,
    url: server.url,
    close,
    reopen,
    serveFrom: async (root = builtRoot) => {
      await close();
      current = { ...options, root };
      await reopen();
    },
  };
}

/**
 * @param {{ apiEnv?: Record<string, string>, log?: Log }} [options]
 * @returns {Promise<RunningSite>}
 */
export async function startSite({ apiEnv = {}, log = () => {} } = {}) {
  /** @type {(() => Promise<unknown>)[]} */
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
  try {
    const { startAuthEmulator } = await import('../stand-ins/auth-emulator.mjs');
    const emulator = await startAuthEmulator({ port: authEmulatorPort, projectId: firebaseProjectId });
    stops.push(() => emulator.stop());
    const gameStandin = await startGameStandin({ log });
    stops.push(() => gameStandin.stop());
    const proxySecret = newProxySecret();
    const apiOptions = {
      env: {
        ...apiBehindSiteServerEnv(proxySecret),
        GAME_API_BASE_URL: gameStandin.url,
        RENDITION_BASE_URL: gameStandin.url,
        ...apiEnv,
      },
      log,
    };
    let api = await startApi(apiOptions);
    stops.push(() => api.stop());
    const servers = await serveParts({
      renditionUrl: apiOptions.env.RENDITION_BASE_URL,
      apiProxySecret: proxySecret,
    });
    stops.push(() => Promise.all(servers.map((server) => server.close())));
    return {
      emulatorUrl: `http://127.0.0.1:${authEmulatorPort}`,
      gameStandin,
      get api() {
        return api;
      },
      /** Stops the api if it runs and starts it again, same settings and database. */
      restartApi: async () => {
        await api.stop();
        api = await startApi(apiOptions);
        return api;
      },
      servers,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
