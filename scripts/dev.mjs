// `npm run dev`: every part in watch mode — the libraries and the api recompiled by tsc, the api
// restarted on change, each front part on its rsbuild dev server with hot reload, the Auth emulator
// and, unless GAME_API_BASE_URL names the game's APIs, their offline stand-in. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startAuthEmulator } from '../stand-ins/auth-emulator.mjs';
import {
  apiPort,
  authEmulatorPort,
  firebaseProjectId,
  frontParts,
  gameStandinPort,
  repoRoot,
} from './parts.mjs';
import { runOrExit } from './run.mjs';
import { answers, waitUntil } from './wait.mjs';

/** @param {string} name */
const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
function start(label, command, args, options = {}) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = `[${label}] `;
  /**
   * @param {import('node:stream').Readable | null} stream piped (stdio above)
   * @param {NodeJS.WriteStream} target
   */
  const forward = (stream, target) =>
    stream?.on('data', (/** @type {Buffer} */ chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) target.write(`${prefix}${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  children.push(child);
  return child;
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitUntilAnswers(url, timeoutMs) {
  try {
    await waitUntil(`${url} answered`, () => answers(url), { timeoutMs, intervalMs: 200 });
  } catch (error) {
    console.warn(`${error instanceof Error ? error.message : error}; starting the api anyway`);
  }
}

await runOrExit('build the libraries and the api', bin('tsc'), [
  '-b',
  'shared-contracts',
  'game',
  'web-kit',
  'build-preset',
  'api',
]);
const emulator = await startAuthEmulator({ port: authEmulatorPort, projectId: firebaseProjectId });
start('tsc', bin('tsc'), [
  '-b',
  '-w',
  '--preserveWatchOutput',
  'shared-contracts',
  'game',
  'web-kit',
  'build-preset',
  'api',
]);
// Offline like `npm start`: the game's data and pictures come from the stand-in unless told otherwise.
const standinUrl = process.env.GAME_API_BASE_URL ? undefined : `http://127.0.0.1:${gameStandinPort}`;
if (standinUrl) {
  start('game', process.execPath, [path.join(repoRoot, 'stand-ins/game/main.mjs')], {
    env: { ...process.env, GAME_STANDIN_PORT: String(gameStandinPort) },
  });
  // The api reads the game at start and, on failure, waits before asking again: start it once the
  // stand-in answers, or the first visits get 503s.
  await waitUntilAnswers(`${standinUrl}/__standin/status`, 15_000);
}
start('api', process.execPath, ['--watch', path.join(repoRoot, 'api/dist/main.js')], {
  env: {
    ...process.env,
    ...(standinUrl && { GAME_API_BASE_URL: standinUrl, RENDITION_BASE_URL: standinUrl }),
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulatorPort}`,
    PGLITE_DIR: process.env.PGLITE_DIR ?? path.join(repoRoot, '.data/pglite'),
  },
});
for (const part of frontParts) {
  start(part.name, bin('rsbuild'), ['dev'], { cwd: path.join(repoRoot, part.dir) });
}
const [shell, ...remotes] = frontParts;
if (!shell) throw new Error('the parts manifest names no shell');
console.log(
  `\nDevelopment servers: shell http://localhost:${shell.port} (${remotes.map((part) => `${part.name} ${part.port}`).join(', ')}; api on ${apiPort})\n`,
);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await emulator.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
