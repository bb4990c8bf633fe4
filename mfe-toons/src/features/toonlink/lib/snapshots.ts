import {
  MAX_TOON_SNAPSHOTS,
  type ToonLinkData,
  type ToonSnapshot,
  type ToonSnapshots,
  ToonSnapshotsSchema,
} from 'shared-contracts/domain';
import { toonSnapshotsKey } from 'shared-contracts/storage-keys';
import { gameSnapshot } from 'trinket-game/rules';
import { readStored, writeStored } from 'web-kit';

// The last game data of each linked toon, kept in this browser so the Toon dashboard still shows
// it after the game closes. Written only from a game frame ToonLink accepted (verified); bounded in
// count and size (shared-contracts' toon-snapshot schema). A registered player's account keeps one
// too (account-snapshot.ts): the dashboard shows the later of the two.

/**
 * The snapshots with `key`'s replaced by the game's `data` read at `at`. A snapshot too large to
 * keep leaves the previous one; past {@link MAX_TOON_SNAPSHOTS} the oldest reads are dropped.
 */
export function mergeSnapshot(
  snapshots: ToonSnapshots,
  key: string,
  data: ToonLinkData,
  at: string,
): ToonSnapshots {
  const snapshot = gameSnapshot(data, at);
  if (!snapshot) return snapshots;
  const merged = { ...snapshots, [key]: snapshot };
  const keys = Object.keys(merged);
  if (keys.length <= MAX_TOON_SNAPSHOTS) return merged;
  const newest = keys
    .sort((a, b) => Date.parse(merged[b]?.at ?? '') - Date.parse(merged[a]?.at ?? ''))
    .slice(0, MAX_TOON_SNAPSHOTS);
  return Object.fromEntries(newest.map((name) => [name, merged[name] as ToonSnapshot]));
}

/** Every stored snapshot; none when storage is empty, blocked or holds something else. */
export function readSnapshots(): ToonSnapshots {
  return readStored(toonSnapshotsKey.key, ToonSnapshotsSchema, {}).value;
}

export function readSnapshot(key: string): ToonSnapshot | null {
  return readSnapshots()[key] ?? null;
}

/** Keeps the game's latest data for the toon `key`; false when the browser would not store it. */
export function storeSnapshot(key: string, data: ToonLinkData, at: string): boolean {
  return writeStored(toonSnapshotsKey.key, mergeSnapshot(readSnapshots(), key, data, at));
}
