// `npm run start:production [-- --replicas 1|2] [--no-build]`: the site as production runs it, on
// one machine (docs/deployment.md): nginx on the public ports in front of two api replicas on
// PostgreSQL (DATABASE_URL; by default a database of its own, created when missing) with REDIS_URL
// set, the first-paint server, the Auth emulator and the game stand-in. Builds first when the build
// is not of these sources. Ctrl-C or SIGTERM stops everything.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { builtFrom, recordBuild, sourceStamp } from './build-stamp.mjs';
import { repoRoot } from './parts.mjs';
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  describeMissing,
  missingPrerequisites,
} from './production/prerequisites.mjs';
import { runOrExit, stopOnCtrlC } from './run.mjs';
import { portTaken } from './wait.mjs';

const { values } = parseArgs({
  options: { replicas: { type: 'string', default: '2' }, 'no-build': { type: 'boolean' } },
});
const replicas = z.coerce.number().int().min(1).max(2).safeParse(values.replicas);
if (!replicas.success) {
  console.error('start:production: --replicas takes 1 or 2');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;

const missing = await missingPrerequisites({ databaseUrl, redisUrl });
if (missing.length > 0) {
  console.error(describeMissing(missing));
  // 3: what test-production.mjs reads as "this machine cannot run the topology".
  process.exit(3);
}

if (!values['no-build']) {
  const stamp = sourceStamp();
  if (builtFrom(stamp)) console.log('✓ build: the built site is of these sources already');
  else {
    await runOrExit('build', process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], { cwd: repoRoot });
    recordBuild(stamp);
  }
}

// Imported once the build has run: the topology starts built parts.
const { startTopology, topologyPorts, SITE_URL, stateFile } = await import('./production/topology.mjs');
const taken = (
  await Promise.all(topologyPorts(replicas.data).map(async (port) => ((await portTaken(port)) ? [port] : [])))
).flat();
if (taken.length > 0) {
  console.error(
    `start:production: ports already taken (is npm start or another topology running?): ${taken.join(', ')}`,
  );
  process.exit(1);
}
const topology = await startTopology({ replicas: replicas.data, databaseUrl, redisUrl }).catch((error) => {
  console.error(`start:production: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

console.log('\nThe Trinket Foundation runs as in production:');
console.log(`  site        ${SITE_URL}   <- open this (nginx, every part on its public port)`);
for (const [index, url] of topology.replicaUrls.entries())
  console.log(`  api-${index + 1}       ${url} (loopback)`);
console.log(`  first paint ${topology.firstPaintUrl} (loopback)`);
console.log(`  auth        ${topology.emulatorUrl} (Firebase Auth emulator)`);
console.log(`  game        ${topology.gameStandinUrl} (offline stand-in)`);
console.log(`  pids        ${stateFile}`);
stopOnCtrlC(() => topology.stop());
