// Starts the whole built site on one machine: the Auth emulator, the api on its database, the
// shell and every remote. Used by `npm start` and by the e2e suite.
import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  apiPort,
  authEmulatorPort,
  firebaseProjectId,
  frontParts,
  gameStandinPort,
  repoRoot,
} from './parts.mjs';
import { serveStatic } from './serve-static.mjs';
import { imageOriginsFrom, remoteHeaders, shellHeadersFrom } from './site-headers.mjs';
import { pageLinksFrom } from './site-hints.mjs';
import { answers, waitUntil } from './wait.mjs';

/**
 * Runs a Node program of the site as a child process and resolves once `readyUrl` answers;
 * `stop(signal)` ends it and waits for its exit.
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
    stop: async (signal = 'SIGTERM') => {
      if (alive) child.kill(signal);
      await exited;
    },
  };
}

/**
 * Starts the offline game stand-in (scripts/game-standin) as a child process of its own, so it can
 * be stopped alone; resolves once it answers.
 */
export async function startGameStandin({ port = gameStandinPort, log = () => {} } = {}) {
  const url = `http://127.0.0.1:${port}`;
  return startNodeService({
    script: 'scripts/game-standin/main.mjs',
    env: { GAME_STANDIN_PORT: String(port) },
    readyUrl: `${url}/__standin/status`,
    readyTimeoutMs: 15_000,
    url,
    log,
  });
}

/** Starts the api as a child process; resolves once /api/health answers. */
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
 * Content-Security-Policy built from the config it serves (scripts/site-headers.mjs), allowing
 * pictures from `renditionUrl` (the game's rendering service, or its stand-in).
 */
export async function serveParts({ shellFiles = {}, renditionUrl = process.env.RENDITION_BASE_URL } = {}) {
  return Promise.all(
    frontParts.map((part) => {
      const root = path.join(repoRoot, part.dir, 'dist');
      const isShell = part.name === 'shell';
      return servePart(part, {
        root,
        port: part.port,
        spa: isShell,
        cors: !isShell,
        apiTarget: isShell ? `http://127.0.0.1:${apiPort}` : undefined,
        files: isShell ? shellFiles : {},
        securityHeaders: isShell
          ? shellHeadersFrom({
              configFile: shellFiles['/config.json'] ?? path.join(root, 'config.json'),
              renditionUrl,
              imageOrigins: imageOriginsFrom(process.env.SITE_IMAGE_ORIGINS),
            })
          : remoteHeaders,
        // Hints to fetch the page's remote manifests with the shell's own script (scripts/site-hints.mjs).
        pageLinks: isShell
          ? pageLinksFrom({
              configFile: shellFiles['/config.json'] ?? path.join(root, 'config.json'),
              pageAssetsFile: path.join(root, 'page-assets.json'),
            })
          : undefined,
      });
    }),
  );
}

/**
 * One part's server, which can be closed and opened again on its port (as when a CDN origin goes
 * down), or serve another folder in place of its build (as when a team redeploys its part alone).
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
 * @param {{ apiEnv?: Record<string,string>, log?: (text: string) => void }} options
 */
export async function startSite({ apiEnv = {}, log = () => {} } = {}) {
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
  try {
    const { startAuthEmulator } = await import('./auth-emulator.mjs');
    const emulator = await startAuthEmulator({ port: authEmulatorPort, projectId: firebaseProjectId });
    stops.push(() => emulator.stop());
    const gameStandin = await startGameStandin({ log });
    stops.push(() => gameStandin.stop());
    const apiOptions = {
      env: { GAME_API_BASE_URL: gameStandin.url, RENDITION_BASE_URL: gameStandin.url, ...apiEnv },
      log,
    };
    let api = await startApi(apiOptions);
    stops.push(() => api.stop());
    const servers = await serveParts({ renditionUrl: apiOptions.env.RENDITION_BASE_URL });
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
