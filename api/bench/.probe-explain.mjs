import { sql } from 'kysely';
import { ToonDocumentSchema } from 'shared-contracts/domain';
import { createDatabase } from '../dist/db/database.js';
import { migrateToLatest } from '../dist/db/migrate.js';
import { findToon, updateToon } from '../dist/toons/toon-repository.js';
import { seedToons } from './seed-toons.mjs';

const database = await createDatabase({ pgliteDir: 'memory://' });
const db = database.db;
await migrateToLatest(db);
await seedToons(db, 100000);
const N = 300;
const ids = Array.from({ length: N }, () => `bench-t${Math.floor(Math.random() * 100000)}`);
let t = performance.now();
const docs = [];
for (const id of ids) docs.push(await findToon(db, id));
console.log('find+parse', ((performance.now() - t) / N).toFixed(2));
t = performance.now();
for (const id of ids) await db.selectFrom('toons').selectAll().where('id', '=', id).executeTakeFirst();
console.log('select only', ((performance.now() - t) / N).toFixed(2));
t = performance.now();
for (const d of docs) ToonDocumentSchema.parse(d.document);
console.log('parse only', ((performance.now() - t) / N).toFixed(2));
t = performance.now();
for (const d of docs) await updateToon(db, d.id, { ...d.document, buckets: { Estate: 1 } });
console.log('update', ((performance.now() - t) / N).toFixed(2));
t = performance.now();
for (const d of docs)
  await db.transaction().execute(async (trx) => {
    await findToon(trx, d.id, { lock: true });
    await updateToon(trx, d.id, { ...d.document, buckets: { Estate: 2 } });
  });
console.log('txn find+update', ((performance.now() - t) / N).toFixed(2));
t = performance.now();
for (const d of docs)
  await db
    .updateTable('toons')
    .set({ buckets: JSON.stringify({ Estate: 3 }) })
    .where('id', '=', d.id)
    .execute();
console.log('update buckets only', ((performance.now() - t) / N).toFixed(2));
await database.close();
