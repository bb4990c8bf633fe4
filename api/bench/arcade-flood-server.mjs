// The api under the arcade flood, in a process of its own: the real app built as api/src/main.ts
// builds it (configuration from the environment, the Firebase verifier against the Auth emulator,
// the shipped rate limits, migrations on an in-memory PGlite), listening on loopback. It differs
// from main.js in one way: on the message "age" it moves every arcade seed's issue time back, as if
// the attacker had waited that long holding them (a seed's replay may run as long as its age).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';

const dist = (file) => import(pathToFileURL(path.join(process.env.BENCH_API_DIR ?? '', 'dist', file)).href);
const { createApp } = await dist('app.js');
const { createFirebaseVerifier } = await dist('auth/firebase-verifier.js');
const { loadConfig } = await dist('config.js');
const { createDatabase } = await dist('db/database.js');
const { migrateToLatest } = await dist('db/migrate.js');
const { createLogger } = await dist('logger.js');
const { sql } = await import('kysely');

const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);
const database = await createDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.pgliteDir,
  logger,
});
await migrateToLatest(database.db);
const verifier = createFirebaseVerifier({
  projectId: config.firebaseProjectId,
  emulatorHost: config.firebaseAuthEmulatorHost,
});
const app = createApp({ config, database, verifier, logger, version: 'bench' });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.send?.({ type: 'ready', port: info.port });
});

// The bench that started this process is gone: so is its api.
process.on('disconnect', () => process.exit(0));

process.on('message', async (message) => {
  if (message?.type === 'age') {
    await sql`update arcade_sessions set issued_at = issued_at - make_interval(secs => ${message.seconds})`.execute(
      database.db,
    );
    process.send?.({ type: 'aged' });
  }
  if (message?.type === 'stop') {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
    process.exit(0);
  }
});
