// Table types for Kysely: the one description of the database the TypeScript code relies on.
// Keep in step with the migrations (each later migration updates these interfaces too).
import type { ColumnType } from 'kysely';

/** jsonb columns: read as parsed JSON, written as a JSON string (pg would send a JS array as a PG array). */
export type Json<T> = ColumnType<T, string | undefined, string>;

export interface UsersTable {
  uid: string;
  email: string | null;
  is_anonymous: boolean;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  trinkets: Json<unknown[]>;
  jellybeans: ColumnType<number, number | undefined, number>;
}

/** Every field of a Toon document; the ranking columns are derived from it on each write. */
export interface ToonsTable {
  id: string;
  user_uid: string;
  name: string;
  rod: string;
  fish: Json<unknown>;
  fish2: Json<unknown>;
  golf: Json<unknown>;
  racing: Json<unknown>;
  buckets: Json<unknown>;
  rewards: Json<unknown>;
  rendition: string | null;
  toon_id: string | null;
  verified_at: Date | null;
  verified: Json<unknown>;
  verified2: Json<unknown>;
  total_fish_weight: number;
  total_sos_count: number;
  total_unite_count: number;
  total_remote_count: number;
  created_at: ColumnType<Date, Date | string, never>;
  last_edited_at: Date;
  is_public: boolean;
  species_count: number;
  golf_trophies: number;
  racing_trophies: number;
  rewards_total: number;
}

/** One row, kept exact by triggers on toons (migration 0002). */
export interface ToonCountsTable {
  id: ColumnType<boolean, never, never>;
  /** bigint: a string, as node-postgres returns int8. */
  public_toons: ColumnType<string, never, never>;
}

export interface Database {
  users: UsersTable;
  toons: ToonsTable;
  toon_counts: ToonCountsTable;
}
