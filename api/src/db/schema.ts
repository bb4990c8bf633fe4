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

export interface Database {
  users: UsersTable;
}
