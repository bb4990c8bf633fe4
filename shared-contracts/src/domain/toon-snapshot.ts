import * as z from 'shared-contracts/zod';
import { IsoDateTimeSchema } from './common.js';
import { lazySchema } from './lazy-schema.js';
import { type ToonLinkData, ToonLinkDataSchema } from './toonlink.js';

/** At most this many toons' snapshots are kept; the oldest read goes first. */
export const MAX_TOON_SNAPSHOTS = 16;

/** A snapshot larger than this (JSON, UTF-16 code units) is not kept, in the browser or the account. */
export const MAX_TOON_SNAPSHOT_CHARS = 32_000;

/**
 * The last data the running game sent for a toon, and when it was read. Only ToonLink writes one,
 * from a game frame: `source` is always `game` (verified); nothing a player types is a snapshot.
 */
export const ToonSnapshotSchema = lazySchema(() =>
  z.object({
    at: IsoDateTimeSchema,
    source: z.literal('game'),
    data: ToonLinkDataSchema,
  }),
);
export type ToonSnapshot = z.infer<typeof ToonSnapshotSchema>;

/** The sections the dashboard shows: the rest (fish album, golf, racing, rewards) is saved elsewhere. */
export function dashboardData(data: ToonLinkData): ToonLinkData {
  const { toon, laff, location, gags, tasks, invasion, flowers, cogsuits, beans } = data;
  return { toon, laff, location, gags, tasks, invasion, flowers, cogsuits, beans };
}

/** A snapshot's size as {@link MAX_TOON_SNAPSHOT_CHARS} counts it. */
export function toonSnapshotChars(snapshot: ToonSnapshot): number {
  return JSON.stringify(snapshot).length;
}

/** The later read of two snapshots of one toon (the first when they were read at the same time). */
export function newerSnapshot(first: ToonSnapshot | null, second: ToonSnapshot | null): ToonSnapshot | null {
  if (!first || !second) return first ?? second;
  return Date.parse(second.at) > Date.parse(first.at) ? second : first;
}

/** Snapshots by live-link key (the game toon id, or `toon:<site id>` for a toon linked by name). */
export const ToonSnapshotsSchema = lazySchema(() =>
  z.record(z.string().check(z.minLength(1), z.maxLength(120)), ToonSnapshotSchema),
);
export type ToonSnapshots = z.infer<typeof ToonSnapshotsSchema>;

/** The dashboard's notification choice; anything unreadable is "off". */
export const ToonAlertsSchema = lazySchema(() =>
  z.catch(z.object({ enabled: z.catch(z.boolean(), false) }), () => ({ enabled: false })),
);
export type ToonAlerts = z.infer<typeof ToonAlertsSchema>;
