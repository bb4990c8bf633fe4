// Runs a command with inherited output and resolves with its exit code.
import { spawn } from 'node:child_process';

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs the command and, when it fails, ends this process with its exit code.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export async function runOrExit(label, command, args, options = {}) {
  const started = Date.now();
  const code = await run(command, args, options);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`✗ ${label} failed (exit ${code}) after ${seconds} s`);
    process.exit(code);
  }
  console.log(`✓ ${label} (${seconds} s)`);
}

/**
 * Runs steps at the same time, each one's output held back and printed whole when it ends (so two
 * steps' lines never interleave), and ends this process with the first failure's exit code once
 * every step is done.
 * @param {{ label: string, command: string, args: string[], options?: import('node:child_process').SpawnOptions }[]} steps
 */
export async function runTogetherOrExit(steps) {
  const results = await Promise.all(
    steps.map(
      ({ label, command, args, options = {} }) =>
        new Promise((resolve, reject) => {
          const started = Date.now();
          const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
          /** @type {Buffer[]} */
          const output = [];
          child.stdout?.on('data', (chunk) => output.push(chunk));
          child.stderr?.on('data', (chunk) => output.push(chunk));
          child.on('error', reject);
          child.on('close', (exitCode, signal) => {
            const code = exitCode ?? (signal ? 1 : 0);
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            process.stdout.write(Buffer.concat(output));
            if (code !== 0) console.error(`✗ ${label} failed (exit ${code}) after ${seconds} s`);
            else console.log(`✓ ${label} (${seconds} s, run alongside the other ${steps.length - 1})`);
            resolve(code);
          });
        }),
    ),
  );
  const failed = results.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}

/**
 * Says how to stop, then on Ctrl-C (or SIGTERM) stops once, says so and exits: how `npm start` and
 * `npm run start:production` end.
 * @param {() => Promise<void>} stop
 */
export function stopOnCtrlC(stop) {
  console.log('Press Ctrl-C to stop.\n');
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
