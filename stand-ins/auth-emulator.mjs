// Runs the Firebase Auth emulator (firebase-tools, Node only: no Java, no network).
//   import { startAuthEmulator } from './auth-emulator.mjs'  → { host, stop() }
//   node stand-ins/auth-emulator.mjs [--port 9099] [--project demo-trinket]   → runs until Ctrl-C
// An emulator already answering on the port is reused (and left running by stop()).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from './free-port.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const firebaseBin = path.join(repoRoot, 'node_modules', '.bin', 'firebase');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
// Each emulator gets free hub and logging ports of its own (the defaults, 4400/4500, are shared by
// every emulator on the machine); if one still exits early, trying again a moment later succeeds.
const START_ATTEMPTS = 3;

/**
 * @param {{
 *   port?: number,
 *   projectId?: string,
 *   logFile?: string,
 *   onOutput?: (text: string) => void,
 *   signal?: AbortSignal,
 * }} [options] logFile defaults to .data/auth-emulator/emulator-<port>.log (appended to);
 *   aborting `signal` while starting stops the emulator and rejects.
 * @returns {Promise<{ host: string, reused: boolean, logFile: string | null, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator({
  port = 9099,
  projectId = 'demo-trinket',
  logFile,
  onOutput,
  signal,
} = {}) {
  const host = `127.0.0.1:${port}`;
  const probe = await probeEmulator(host);
  if (probe === 'emulator') return { host, reused: true, logFile: null, stop: async () => {} };
  if (probe === 'other') {
    throw new Error(`Port ${port} is in use by something that is not the Firebase Auth emulator.`);
  }

  const workDir = path.join(repoRoot, '.data', 'auth-emulator');
  mkdirSync(workDir, { recursive: true });
  logFile ??= path.join(workDir, `emulator-${port}.log`);
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    const child = await spawnEmulator({ port, projectId, workDir, logFile, onOutput });
    const abort = () => stopChild(child);
    signal?.addEventListener('abort', abort);
    try {
      await waitUntilReady(host, child, logFile, signal);
      onOutput?.(
        `Auth emulator ready on http://${host} after ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
      );
      signal?.removeEventListener('abort', abort);
      return { host, reused: false, logFile, stop: () => stopChild(child) };
    } catch (error) {
      signal?.removeEventListener('abort', abort);
      await stopChild(child);
      if (signal?.aborted || !(error instanceof EarlyExitError) || attempt >= START_ATTEMPTS) throw error;
      if ((await probeEmulator(host)) === 'emulator') {
        // Someone else's emulator took the port meanwhile: use it.
        return { host, reused: true, logFile: null, stop: async () => {} };
      }
      await delay(500 * attempt);
    }
  }
}

class EarlyExitError extends Error {}

/**
 * The emulator's process, with how it ended once it has.
 * @typedef {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable> & {
 *   exited: Promise<{ code: number | null, signal: NodeJS.Signals | null, error?: Error }>,
 *   hasExited: boolean,
 * }} EmulatorProcess
 */

/**
 * @param {string} host
 * @returns {Promise<'emulator' | 'other' | 'free'>}
 */
async function probeEmulator(host) {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) });
    const body = await response.json().catch(() => null);
    return body && typeof body === 'object' && 'authEmulator' in body ? 'emulator' : 'other';
  } catch {
    return 'free';
  }
}

/**
 * @param {{ port: number, projectId: string, workDir: string, logFile: string, onOutput: ((text: string) => void) | undefined }} options
 * @returns {Promise<EmulatorProcess>}
 */
async function spawnEmulator({ port, projectId, workDir, logFile, onOutput }) {
  // A copy of firebase.json with this emulator's port and hub/logging ports of its own.
  const config = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
  config.emulators.auth = { ...config.emulators.auth, host: '127.0.0.1', port };
  config.emulators.hub = { host: '127.0.0.1', port: await freePort() };
  config.emulators.logging = { host: '127.0.0.1', port: await freePort() };
  const configFile = path.join(workDir, `firebase.${port}.json`);
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  const args = ['--non-interactive', 'emulators:start', '--only', 'auth', '--project', projectId];
  args.push('--config', configFile);
  // Each instance gets its own temp folder: the emulator hub writes a per-project locator file there,
  // and two emulators of one project sharing it would delete each other's.
  const tmpDir = path.join(workDir, `tmp-${port}`);
  mkdirSync(tmpDir, { recursive: true });

  const log = createWriteStream(logFile, { flags: 'a' });
  log.write(`\n--- ${new Date().toISOString()} firebase ${args.join(' ')}\n`);
  const child = /** @type {EmulatorProcess} */ (
    spawn(firebaseBin, args, {
      cwd: repoRoot,
      // Own process group, so stop() can end firebase and everything it started in one signal.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        CI: 'true', // no prompts, no message-of-the-day fetch
        NO_UPDATE_NOTIFIER: '1', // no npm registry check for a newer firebase-tools
        TMPDIR: tmpDir,
        NO_COLOR: '1', // plain log files
      },
    })
  );
  // If this process ends without stop() (a crash, process.exit), do not leave an orphan emulator.
  const killOnExit = () => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.on('exit', killOnExit);
  /** @param {Buffer} chunk */
  const forward = (chunk) => {
    log.write(chunk);
    onOutput?.(chunk.toString());
  };
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  child.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      process.off('exit', killOnExit);
      rmSync(tmpDir, { recursive: true, force: true });
      rmSync(configFile, { force: true });
      log.end();
      resolve({ code, signal });
    });
    child.on('error', (error) => {
      log.end(`spawn failed: ${error.message}\n`);
      resolve({ code: null, signal: null, error });
    });
  });
  child.hasExited = false;
  child.exited.then(() => {
    child.hasExited = true;
  });
  return child;
}

/**
 * @param {string} host
 * @param {EmulatorProcess} child
 * @param {string} logFile
 * @param {AbortSignal | undefined} signal
 */
async function waitUntilReady(host, child, logFile, signal) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    if (child.hasExited) {
      const { code, signal: exitSignal, error } = await child.exited;
      throw new EarlyExitError(
        `The Firebase Auth emulator exited before it was ready (${error?.message ?? `code ${code}, signal ${exitSignal}`}). See ${logFile}`,
      );
    }
    if ((await probeEmulator(host)) === 'emulator') return;
    await delay(250);
  }
  throw new Error(
    `The Firebase Auth emulator did not answer on http://${host}/ within ${START_TIMEOUT_MS / 1000} s. See ${logFile}`,
  );
}

/** @param {EmulatorProcess} child */
async function stopChild(child) {
  if (child.hasExited) return;
  /** @param {NodeJS.Signals} signal */
  const signalGroup = (signal) => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), signal);
    } catch {
      // already gone
    }
  };
  signalGroup('SIGTERM'); // firebase shuts its emulators down cleanly on the first SIGTERM
  const timer = setTimeout(() => signalGroup('SIGKILL'), STOP_TIMEOUT_MS);
  await child.exited;
  clearTimeout(timer);
  signalGroup('SIGKILL'); // anything of the group still lingering
}

/** @param {number} ms */
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {string} name
 * @param {string} fallback
 */
function argValue(name, fallback) {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const port = Number(argValue('--port', '9099'));
  const projectId = argValue('--project', process.env.FIREBASE_PROJECT_ID ?? 'demo-trinket');
  const emulator = await startAuthEmulator({
    port,
    projectId,
    onOutput: (text) => process.stdout.write(text.replace(/^(?=.)/gm, '[auth-emulator] ')),
  });
  if (emulator.reused)
    console.log(`An Auth emulator is already running on http://${emulator.host}; using it.`);
  console.log(`Auth emulator: http://${emulator.host} (project ${projectId}). Ctrl-C to stop.`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await emulator.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  if (emulator.reused) process.exit(0);
}
