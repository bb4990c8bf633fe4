// `npm start`: builds every part and serves the whole site at http://localhost:3000 on embedded
// defaults (PGlite under .data/, the Firebase Auth emulator, offline stand-ins). Ctrl-C stops all.
import path from 'node:path';
import { repoRoot } from './parts.mjs';
import { runOrExit, stopOnCtrlC } from './run.mjs';

if (!process.argv.includes('--no-build')) {
  await runOrExit('build', process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], { cwd: repoRoot });
}

// Imported only once the build has run: the parts it starts are built ones (the api's dist, the
// built shared-contracts the site's server reads), which a clean clone does not have yet.
const { startSite } = await import('./local-stack.mjs');
const site = await startSite({
  apiEnv: { PGLITE_DIR: process.env.PGLITE_DIR ?? path.join(repoRoot, '.data/pglite') },
  log: (text) => process.stdout.write(`[api] ${text}`),
});

console.log('\nThe Trinket Foundation is running:');
for (const server of site.servers) {
  console.log(`  ${server.name.padEnd(9)} ${server.url}${server.name === 'shell' ? '   <- open this' : ''}`);
}
console.log(`  api       ${site.api.url}/api/health`);
console.log(`  auth      ${site.emulatorUrl} (Firebase Auth emulator)`);
console.log(`  game      ${site.gameStandin.url} (offline stand-in for the game's APIs)`);
stopOnCtrlC(() => site.stop());
