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
  /** Why a moderator hid the account's toons from Top Toons, null when not hidden (migration 0013). */
  hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
  hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  hidden_by: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** The first game rule the toon breaks (shared-contracts/game-rules), null when none: then it is ranked (migration 0008). */
  rule_breach: ColumnType<string | null, string | null | undefined, string | null>;
  /** True once the api has logged the breach (each breaking toon is logged once). */
  rule_breach_reported: ColumnType<boolean, boolean | undefined, boolean>;
  /** The last game snapshot (shared-contracts' ToonSnapshot), null when none (migration 0009). */
  snapshot: ColumnType<unknown, string | null | undefined, string | null>;
  /** Why a moderator hid this toon from Top Toons, null when not hidden (migration 0013). */
  hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
  hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  hidden_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its account's hidden_reason, kept by triggers (migration 0013): never written by the api. */
  account_hidden_reason: ColumnType<string | null, never, never>;
}

/** One row, kept exact by triggers on toons (migration 0002). */
export interface ToonCountsTable {
  id: ColumnType<boolean, never, never>;
  /** bigint: a string, as node-postgres returns int8. */
  public_toons: ColumnType<string, never, never>;
}

/** Population samples every few minutes (migration 0005). */
export interface PopulationSamplesTable {
  sampled_at: Date;
  total_population: number;
  by_district: Json<Record<string, number>>;
}

/** One entry per user and giveaway (migration 0003). */
export interface GiveawayEntriesTable {
  giveaway_slug: string;
  user_uid: string;
  entered_at: Date;
}

/** What a user collected or bought (migration 0003); at most one of each item. */
export interface PurchasesTable {
  /** bigint identity: a string, as node-postgres returns int8. */
  id: ColumnType<string, never, never>;
  user_uid: string;
  item_slug: string;
  kind: 'collected' | 'bought';
  price: number;
  purchased_at: Date;
}

/** Jellybeans awarded by the arcade per user per UTC day (migration 0004). */
export interface ArcadeAwardsTable {
  user_uid: string;
  /** A date, written and compared as 'YYYY-MM-DD' (not read back: drivers disagree on its type). */
  day: ColumnType<string, string, never>;
  jellybeans: ColumnType<number, number | undefined, number>;
  games: ColumnType<number, number | undefined, number>;
}

/** Each account's best arcade results (migration 0004). */
export interface ArcadeRecordsTable {
  user_uid: string;
  record: string;
  value: number;
  achieved_at: ColumnType<Date, Date | string, Date | string>;
}

/** Seeds handed out for one arcade game each (migration 0007). */
export interface ArcadeSessionsTable {
  /** bigint: a string as node-postgres returns int8; written as a number. */
  seed: ColumnType<string, number, never>;
  user_uid: string;
  game: string;
  issued_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date>;
}

/** Cogsweeper boards the api keeps, one per cogsweeper session (migration 0012-arcade-boards). */
export interface ArcadeBoardsTable {
  /** The session's seed (bigint: a string as node-postgres returns int8). */
  seed: ColumnType<string, number, never>;
  level: ColumnType<string, string, never>;
  /** The secret the Cogs are drawn from: never leaves the api. */
  board_seed: ColumnType<string, number, never>;
  status: string;
  cells: string;
  exploded_index: number | null;
  moves: ColumnType<number, number | undefined, number>;
  started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Players' reports of Top Toons entries (migration 0013). */
export interface ToonReportsTable {
  /** bigint identity: a string, as node-postgres returns int8. */
  id: ColumnType<string, never, never>;
  toon_id: string;
  reporter_uid: string;
  reason: string;
  status: ColumnType<'open' | 'dismissed' | 'actioned', 'open' | undefined, 'dismissed' | 'actioned'>;
  created_at: ColumnType<Date, Date, never>;
  resolved_at: ColumnType<Date | null, never, Date>;
  resolved_by: ColumnType<string | null, never, string>;
}

/** The moderation audit log (migration 0013): written once, never changed. */
export interface ModerationLogTable {
  id: ColumnType<string, never, never>;
  at: ColumnType<Date, Date, never>;
  actor_uid: ColumnType<string, string, never>;
  action: ColumnType<string, string, never>;
  toon_id: ColumnType<string | null, string | null, never>;
  account_uid: ColumnType<string | null, string | null, never>;
  report_id: ColumnType<string | null, string | null, never>;
  reason: ColumnType<string, string, never>;
}

/** Every published version of a remote (migration 0015): written once, never changed. */
export interface RemoteReleasesTable {
  remote: ColumnType<string, string, never>;
  version: ColumnType<string, string, never>;
  manifest_url: ColumnType<string, string, never>;
  /** The contract range its routes.json was built against, e.g. `^3.0.0`. */
  contract_version: ColumnType<string, string, never>;
  released_at: ColumnType<Date, Date, never>;
}

/** Which version of a remote visitors get (migration 0015); no row or no live version: its built dist/. */
export interface RemoteChannelsTable {
  remote: ColumnType<string, string, never>;
  live_version: ColumnType<string | null, string | null | undefined, string | null>;
  /** What a rollback makes live again (null with has_previous: the built dist/). */
  previous_live_version: ColumnType<string | null, string | null | undefined, string | null>;
  /** False: nothing to roll back to. */
  has_previous: ColumnType<boolean, boolean | undefined, boolean>;
  canary_version: ColumnType<string | null, string | null | undefined, string | null>;
  /** The share of visitors (1-99) given the canary; null with no canary. */
  canary_percent: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: Date;
}

/** The release history (migration 0015): only ever added to. */
export interface RemoteReleaseEventsTable {
  id: ColumnType<string, never, never>;
  remote: ColumnType<string, string, never>;
  at: ColumnType<Date, Date, never>;
  action: ColumnType<
    'release' | 'promote' | 'rollback' | 'canary' | 'canary-end' | 'auto-rollback',
    'release' | 'promote' | 'rollback' | 'canary' | 'canary-end' | 'auto-rollback',
    never
  >;
  version: ColumnType<string | null, string | null, never>;
  from_version: ColumnType<string | null, string | null, never>;
  reason: ColumnType<string | null, string | null, never>;
  /** What tripped an automatic rollback (or a canary's share): read as parsed JSON, written as a string. */
  figures: ColumnType<unknown, string | null, never>;
  /** `token` (RELEASE_TOKEN), `auto`, or the moderator's uid. */
  actor: ColumnType<string, string, never>;
}

/** Remote telemetry per minute, remote and version (migration 0016): counts only. */
export interface RemoteTelemetryMinutesTable {
  remote: string;
  version: string;
  minute: Date;
  loads: ColumnType<number, number | undefined, number>;
  load_failures: ColumnType<number, number | undefined, number>;
  /** bigint: a string, as node-postgres returns int8. */
  load_ms_total: ColumnType<string, number | undefined, number>;
  area_errors: ColumnType<number, number | undefined, number>;
  lcp_samples: ColumnType<number, number | undefined, number>;
}

/** LCP samples per minute, remote, version and histogram bucket (migration 0016). */
export interface RemoteTelemetryLcpTable {
  remote: string;
  version: string;
  minute: Date;
  bucket: number;
  samples: number;
}

export interface Database {
  users: UsersTable;
  arcade_awards: ArcadeAwardsTable;
  arcade_records: ArcadeRecordsTable;
  arcade_sessions: ArcadeSessionsTable;
  arcade_boards: ArcadeBoardsTable;
  toons: ToonsTable;
  toon_counts: ToonCountsTable;
  toon_reports: ToonReportsTable;
  moderation_log: ModerationLogTable;
  giveaway_entries: GiveawayEntriesTable;
  purchases: PurchasesTable;
  population_samples: PopulationSamplesTable;
  remote_releases: RemoteReleasesTable;
  remote_channels: RemoteChannelsTable;
  remote_release_events: RemoteReleaseEventsTable;
  remote_telemetry_minutes: RemoteTelemetryMinutesTable;
  remote_telemetry_lcp: RemoteTelemetryLcpTable;
}
