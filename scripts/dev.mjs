// `npm run dev`: every part in watch mode — shared-contracts and the api recompiled by tsc, the api
// restarted on change, each front part on its rsbuild dev server with hot reload, and the Auth
// emulator. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startAuthEmulator } from './auth-emulator.mjs';
import { authEmulatorPort, firebaseProjectId, frontParts, repoRoot } from './parts.mjs';
import { runOrExit } from './run.mjs';

const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const children = [];

function start(label, command, args, options = {}) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = `[${label}] `;
  const forward = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) target.write(`${prefix}${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  children.push(child);
  return child;
}

await runOrExit('build shared-contracts and api', bin('tsc'), ['-b', 'shared-contracts', 'api']);
const emulator = await startAuthEmulator({ port: authEmulatorPort, projectId: firebaseProjectId });
start('tsc', bin('tsc'), ['-b', '-w', '--preserveWatchOutput', 'shared-contracts', 'api']);
start('api', process.execPath, ['--watch', path.join(repoRoot, 'api/dist/main.js')], {
  env: {
    ...process.env,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulatorPort}`,
    PGLITE_DIR: process.env.PGLITE_DIR ?? path.join(repoRoot, '.data/pglite'),
  },
});
for (const part of frontParts) {
  start(part.name, bin('rsbuild'), ['dev'], { cwd: path.join(repoRoot, part.dir) });
}
console.log('\nDevelopment servers: shell http://localhost:3000 (remotes on 3001-3005, api on 3100)\n');

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
