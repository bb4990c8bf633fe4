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
