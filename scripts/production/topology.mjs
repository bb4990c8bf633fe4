// The production topology on one machine (deploy/, docs/deployment.md): nginx in front on the parts
// manifest's public ports, api replicas on loopback on PostgreSQL with their rate limits in Redis,
// the first-paint server (the site server's shell alone), the Auth emulator and the game stand-in.
// Every child is supervised (restarted when it dies); the state file under .data/production/ says
// which pid serves what, for the tests that stop a replica on purpose.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newProxySecret } from 'api/process';
import { startAuthEmulator } from 'stand-ins/auth-emulator.mjs';
import { renderNginxConfig } from '../../deploy/nginx-config.mjs';
import { startGameStandin } from '../local-stack.mjs';
import { authEmulatorPort, firebaseProjectId, frontParts, gameStandinPort, repoRoot } from '../parts.mjs';
import { answers } from '../wait.mjs';
import { ensureDatabase } from './database.mjs';
import { supervise } from './supervisor.mjs';

/** The first-paint server and the replicas listen on loopback only, behind nginx. */
export const FIRST_PAINT_PORT = 4000;
export const FIRST_REPLICA_PORT = 4101;
export const SITE_URL = `http://localhost:${frontParts[0]?.port ?? 3000}`;
export const dataDir = path.join(repoRoot, '.data/production');

/**
 * Every port the topology takes with `replicas` replicas: the public ones, the loopback ones, the
 * Auth emulator's and the game stand-in's.
 * @param {number} replicas
 */
export function topologyPorts(replicas) {
  return [
    ...frontParts.map((part) => part.port),
    FIRST_PAINT_PORT,
    ...Array.from({ length: replicas }, (_, index) => FIRST_REPLICA_PORT + index),
    authEmulatorPort,
    gameStandinPort,
  ];
}
/** What the tests read: see TopologyState. */
export const stateFile = path.join(dataDir, 'state.json');

/**
 * The name of the user owning `file` (nginx's `user` takes a name).
 * @param {string} file
 */
function ownerOf(file) {
  const uid = statSync(file).uid;
  const named = spawnSync('id', ['-nu', String(uid)], { encoding: 'utf8' });
  return named.status === 0 ? named.stdout.trim() : 'root';
}

/**
 * @typedef {object} TopologyState written to stateFile whenever a pid changes
 * @property {string} siteUrl
 * @property {{ name: string, url: string, pid: number | null, restarts: number }[]} replicas
 * @property {{ url: string, pid: number | null }} firstPaint
 * @property {{ pid: number | null }} nginx
 * @property {string} databaseUrl
 */

/**
 * @param {{ replicas: number, databaseUrl: string, redisUrl: string, apiEnv?: Record<string, string>, log?: (line: string) => void }} options
 *   apiEnv: more settings for every replica (a test run's budgets, LOG_LEVEL)
 */
export async function startTopology({ replicas, databaseUrl, redisUrl, apiEnv = {}, log = console.log }) {
  /** @type {(() => Promise<unknown>)[]} */
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    rmSync(stateFile, { force: true });
  };
  /** @type {import('./supervisor.mjs').Supervised[]} */
  const apis = [];
  /** @type {import('./supervisor.mjs').Supervised | undefined} */
  let firstPaint;
  /** @type {import('./supervisor.mjs').Supervised | undefined} */
  let nginx;
  const replicaPorts = Array.from({ length: replicas }, (_, index) => FIRST_REPLICA_PORT + index);
  const writeState = () => {
    /** @type {TopologyState} */
    const state = {
      siteUrl: SITE_URL,
      replicas: apis.map((api, index) => ({
        name: api.name,
        url: `http://127.0.0.1:${replicaPorts[index]}`,
        pid: api.pid() ?? null,
        restarts: api.restarts(),
      })),
      firstPaint: { url: `http://127.0.0.1:${FIRST_PAINT_PORT}`, pid: firstPaint?.pid() ?? null },
      nginx: { pid: nginx?.pid() ?? null },
      databaseUrl: databaseUrl.replace(/\/\/[^@/]*@/, '//'),
    };
    writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
  };
  const onChange = () => {
    if (apis.length > 0) writeState();
  };

  try {
    mkdirSync(path.join(dataDir, 'nginx/temp'), { recursive: true });
    if (await ensureDatabase(databaseUrl))
      log(`Created the database ${new URL(databaseUrl).pathname.slice(1)}`);
    const emulator = await startAuthEmulator({ port: authEmulatorPort, projectId: firebaseProjectId });
    stops.push(() => emulator.stop());
    const gameStandin = await startGameStandin({ log: (line) => log(`[game] ${line.trimEnd()}`) });
    stops.push(() => gameStandin.stop());

    // nginx and the replicas share a secret made for this run: only requests carrying it are
    // believed about their visitor's address (api TRUST_PROXY_SECRET).
    const proxySecret = newProxySecret();
    const replicaEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      TRUST_PROXY_HOPS: '1',
      TRUST_PROXY_SECRET: proxySecret,
      FIREBASE_PROJECT_ID: firebaseProjectId,
      // Sign-in stays on the emulator (no network to Google): the api then listens on loopback only.
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulatorPort}`,
      GAME_API_BASE_URL: gameStandin.url,
      RENDITION_BASE_URL: gameStandin.url,
      ...apiEnv,
    };
    // One after the other: the first runs the migrations, the next finds them done.
    for (const [index, port] of replicaPorts.entries()) {
      const name = `api-${index + 1}`;
      const api = await supervise({
        name,
        command: process.execPath,
        args: [path.join(repoRoot, 'api/dist/main.js')],
        env: { ...replicaEnv, PORT: String(port) },
        ready: () => answers(`http://127.0.0.1:${port}/api/health`),
        log: (line) => log(`[${name}] ${line}`),
        onChange,
      });
      apis.push(api);
      stops.push(() => api.stop());
    }

    const startedFirstPaint = await supervise({
      name: 'first-paint',
      command: process.execPath,
      // Its api is nginx's /api (either replica): it reads which remote versions are live there.
      args: [
        path.join(repoRoot, 'site-server/main.mjs'),
        '--shell-only',
        '--port',
        String(FIRST_PAINT_PORT),
        '--api',
        `http://127.0.0.1:${frontParts[0]?.port ?? 3000}`,
      ],
      env: { ...process.env, RENDITION_BASE_URL: gameStandin.url },
      ready: () => answers(`http://127.0.0.1:${FIRST_PAINT_PORT}/`),
      log: (line) => log(`[first-paint] ${line}`),
      onChange,
    });
    firstPaint = startedFirstPaint;
    stops.push(() => startedFirstPaint.stop());

    const nginxDir = path.join(dataDir, 'nginx');
    const configFile = path.join(nginxDir, 'nginx.conf');
    rmSync(configFile, { force: true });
    writeFileSync(
      configFile,
      renderNginxConfig({
        siteRoot: repoRoot,
        apiReplicas: replicaPorts.map((port) => `127.0.0.1:${port}`),
        firstPaint: `127.0.0.1:${FIRST_PAINT_PORT}`,
        proxySecret,
        dataDir: nginxDir,
        // Started as root, nginx's workers would run as nobody: run them as the checkout's owner.
        ...(process.getuid?.() === 0 && { user: ownerOf(repoRoot) }),
      }),
      // It holds this run's proxy secret: readable by its owner only (nginx's master reads it).
      { mode: 0o600 },
    );
    const startedNginx = await supervise({
      name: 'nginx',
      command: 'nginx',
      args: ['-c', configFile, '-p', nginxDir, '-e', path.join(nginxDir, 'error.log')],
      ready: () => answers(`${SITE_URL}/api/health`),
      // SIGQUIT: nginx finishes the requests it is serving, then exits.
      stopSignal: 'SIGQUIT',
      log: (line) => log(`[nginx] ${line}`),
      onChange,
    });
    nginx = startedNginx;
    stops.push(() => startedNginx.stop());
    writeState();
    return {
      apis,
      emulatorUrl: `http://127.0.0.1:${authEmulatorPort}`,
      gameStandinUrl: gameStandin.url,
      replicaUrls: replicaPorts.map((port) => `http://127.0.0.1:${port}`),
      firstPaintUrl: `http://127.0.0.1:${FIRST_PAINT_PORT}`,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
