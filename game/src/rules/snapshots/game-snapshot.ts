import {
  dashboardData,
  MAX_TOON_SNAPSHOT_CHARS,
  type ToonLinkData,
  type ToonSnapshot,
  toonSnapshotChars,
} from 'shared-contracts/domain';
import { screenSnapshotData } from './snapshot-screen.js';

/**
 * The snapshot of the game's `data` read at `at` (its dashboard sections, each number past the
 * game's facts left out: screenSnapshotData), or null when too large to keep. Here rather than
 * beside the snapshot schema because it runs a game rule, and the contracts depend on no game code.
 */
export function gameSnapshot(data: ToonLinkData, at: string): ToonSnapshot | null {
  const snapshot: ToonSnapshot = { at, source: 'game', data: screenSnapshotData(dashboardData(data)).data };
  return toonSnapshotChars(snapshot) > MAX_TOON_SNAPSHOT_CHARS ? null : snapshot;
}
