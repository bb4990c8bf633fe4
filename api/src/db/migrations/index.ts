// Every migration, listed explicitly (not a folder scan) so the same list works from src under
// vitest and from dist in production. Names sort in run order: add new ones at the end.
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-users.js';
import * as m0002 from './0002-toons.js';
import * as m0003 from './0003-store.js';
import * as m0004 from './0004-arcade.js';
import * as m0005 from './0005-population-history.js';
import * as m0006 from './0006-rate-limits.js';
import * as m0007 from './0007-arcade-sessions.js';
import * as m0008 from './0008-toon-rules.js';
import * as m0009 from './0009-toon-snapshots.js';
import * as m0010 from './0010-toon-rules-rewards.js';
import * as m0011 from './0011-toon-rules-counts.js';
import * as m0012arcade from './0012-arcade-boards.js';
import * as m0013moderation from './0013-moderation.js';
import * as m0014claims from './0014-game-toon-claims.js';
import * as m0015releases from './0015-remote-releases.js';
import * as m0016telemetry from './0016-remote-telemetry.js';

export const migrations: Record<string, Migration> = {
  '0001-users': m0001,
  '0002-toons': m0002,
  '0003-store': m0003,
  '0004-arcade': m0004,
  '0005-population-history': m0005,
  '0006-rate-limits': m0006,
  '0007-arcade-sessions': m0007,
  '0008-toon-rules': m0008,
  '0009-toon-snapshots': m0009,
  '0010-toon-rules-rewards': m0010,
  '0011-toon-rules-counts': m0011,
  '0012-arcade-boards': m0012arcade,
  '0013-moderation': m0013moderation,
  '0014-game-toon-claims': m0014claims,
  '0015-remote-releases': m0015releases,
  '0016-remote-telemetry': m0016telemetry,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
