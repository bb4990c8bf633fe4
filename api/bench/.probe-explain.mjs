import { sql } from 'kysely';
import { createDatabase } from '../dist/db/database.js';
import { migrateToLatest } from '../dist/db/migrate.js';
import { seedToons } from './seed-toons.mjs';
const database = await createDatabase({ pgliteDir: 'memory://' });
await migrateToLatest(database.db);
await seedToons(database.db, 100000);
const q = async (text) => { const t = performance.now(); const r = await sql.raw(text).execute(database.db); console.log(text.slice(0,80), (performance.now()-t).toFixed(1)+'ms'); return r; };
const plan = async (text) => { const r = await sql.raw('explain analyze ' + text).execute(database.db); console.log(r.rows.map(x=>x['QUERY PLAN']).join('\n')); };
await plan(`select id, name, rod, verified_at, species_count as value from toons where is_public = true order by species_count desc, id limit 20 offset 400`);
await plan(`select count(*) from toons where is_public = true`);
for (let i=0;i<3;i++){ await q(`select id, name, rod, verified_at, species_count as value from toons where is_public = true order by species_count desc, id limit 20 offset 400`); await q(`select count(*) from toons where is_public = true`);}
await database.close();
