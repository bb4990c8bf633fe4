// The game snapshot a ToonLink save carries (shared-contracts' toon-snapshot), checked before it is
// kept with the toon: the schema has already read it as game data; here it must be of the game toon
// the save is for and within the same size cap the browser keeps to.
import {
  dashboardData,
  MAX_TOON_SNAPSHOT_CHARS,
  type ToonSnapshot,
  toonSnapshotChars,
} from 'shared-contracts/domain';
import { formatLimit, screenSnapshotData } from 'trinket-game/rules';
import { badRequest } from '../http/errors.js';

function refuse(path: string, message: string): never {
  throw badRequest(`Not a snapshot this toon can keep: ${path}: ${message}`, [{ path, message }]);
}

/**
 * 400 naming each `body.snapshot.data…` number past the game's facts (game-rules' screenSnapshotData,
 * the screen the browser keeps snapshots through, so a real game read is never refused): a forged
 * promotion target of 5,000,000 once froze its owner's dashboard (issue 31).
 */
function requireWithinGameFacts(snapshot: ToonSnapshot): void {
  const { refusals } = screenSnapshotData(snapshot.data);
  if (refusals.length === 0) return;
  const issues = refusals.map((refusal) => ({
    path: ['body', 'snapshot', 'data', ...refusal.path].join('.'),
    message: refusal.rule.replace(/^not saved: /, ''),
  }));
  const [shown] = issues;
  throw badRequest(`Not a snapshot this toon can keep: ${shown?.path}: ${shown?.message}`, issues);
}

/**
 * What to keep of the snapshot sent for the game toon `toonId`: its dashboard sections, read no
 * later than `now` (a fast browser clock must not make it outrank a later read). 400 naming
 * `body.snapshot…` when it names another game toon, holds a number past the game's facts, or is
 * larger than {@link MAX_TOON_SNAPSHOT_CHARS}.
 */
export function snapshotToKeep(snapshot: ToonSnapshot, toonId: string, now: string): ToonSnapshot {
  const readToonId = snapshot.data.toon?.id?.trim();
  if (readToonId !== toonId) {
    refuse('body.snapshot.data.toon.id', `Must be the linked game toon (${toonId})`);
  }
  const at = Date.parse(snapshot.at) > Date.parse(now) ? now : snapshot.at;
  const kept: ToonSnapshot = { at, source: 'game', data: dashboardData(snapshot.data) };
  requireWithinGameFacts(kept);
  const chars = toonSnapshotChars(kept);
  if (chars > MAX_TOON_SNAPSHOT_CHARS) {
    refuse(
      'body.snapshot',
      `A snapshot holds at most ${formatLimit(MAX_TOON_SNAPSHOT_CHARS)} characters of JSON (this one has ${formatLimit(chars)})`,
    );
  }
  return kept;
}
