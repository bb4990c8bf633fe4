// The api's own database as rate-limiter-flexible's PostgreSQL client. RateLimiterPostgres only
// calls `query({ text, values })` and reads `rows` and `rowCount` from the answer, so one adapter
// over Kysely serves both engines (a pg Pool with DATABASE_URL, the embedded PGlite otherwise)
// without a second connection pool.
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Created by migration 0006-rate-limits; every budget keeps its rows here under its own key prefix. */
export const RATE_LIMITS_TABLE = 'rate_limits';

export interface RateLimitStoreClient {
  query(query: { text: string; values?: readonly unknown[] }): Promise<{ rows: unknown[]; rowCount: number }>;
}

export function rateLimitStoreClient(db: Pick<Kysely<Database>, 'executeQuery'>): RateLimitStoreClient {
  return {
    async query({ text, values = [] }) {
      const result = await db.executeQuery(CompiledQuery.raw(text, [...values]));
      // DELETE reports the rows it removed; SELECT and INSERT … RETURNING hand back their rows.
      const rowCount =
        result.numAffectedRows === undefined ? result.rows.length : Number(result.numAffectedRows);
      return { rows: result.rows, rowCount };
    },
  };
}
