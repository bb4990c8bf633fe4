// The release state most release and telemetry tests start from, written straight to the database:
// arcade's 1.0.0 live and its 1.1.0 a 50% canary, both published at `releasedAt`.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface ArcadeCanaryOptions {
  releasedAt: Date;
  /** When the canary started (the channel's last change). */
  canaryAt: Date;
  /** Each version's contract range; default ^3.0.0 for both. */
  contracts?: { live: string; canary: string };
}

export async function seedArcadeCanary(
  db: Kysely<Database>,
  { releasedAt, canaryAt, contracts = { live: '^3.0.0', canary: '^3.0.0' } }: ArcadeCanaryOptions,
): Promise<void> {
  for (const [version, contract] of [
    ['1.0.0', contracts.live],
    ['1.1.0', contracts.canary],
  ] as const) {
    await db
      .insertInto('remote_releases')
      .values({
        remote: 'arcade',
        version,
        manifest_url: `http://localhost:3004/v/${version}/mf-manifest.json`,
        contract_version: contract,
        released_at: releasedAt,
      })
      .execute();
  }
  await db
    .insertInto('remote_channels')
    .values({
      remote: 'arcade',
      live_version: '1.0.0',
      canary_version: '1.1.0',
      canary_percent: 50,
      updated_at: canaryAt,
    })
    .execute();
}

/** Arcade's channel row as the database holds it now (what a release or rollback left). */
export const arcadeChannel = (db: Kysely<Database>) =>
  db.selectFrom('remote_channels').selectAll().where('remote', '=', 'arcade').executeTakeFirstOrThrow();
