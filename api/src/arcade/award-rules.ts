// The arcade's award rules: pure functions of a claim, so they are tested without a database.
import {
  type ArcadeAwardRequest,
  type ArcadeRecordKey,
  COGSWEEPER_LEVELS,
  COGSWEEPER_MIN_MS_PER_COG,
  MAX_BOARD_COGS,
  TOONS_UP_MAX_POINTS_PER_SECOND,
  TOONS_UP_POINTS_ALLOWANCE,
} from 'shared-contracts/domain';

/**
 * A site rule, not a game fact: the most jellybeans the arcade gives one account per UTC day,
 * so the arcade stays a pastime rather than a jellybean farm.
 */
export const DAILY_JELLYBEAN_CAP = 100;

/** toons-up pays a jellybean per this many points. */
export const TOONS_UP_POINTS_PER_JELLYBEAN = 50;

export type Verdict = { ok: true } | { ok: false; reason: string };

/** Whether the claimed result could have been played in the claimed time. */
export function judgeClaim(claim: ArcadeAwardRequest): Verdict {
  const seconds = claim.elapsedMs / 1000;
  if (claim.game === 'toons-up') {
    if (claim.level) return { ok: false, reason: 'toons-up has no levels.' };
    const most = Math.floor(TOONS_UP_MAX_POINTS_PER_SECOND * seconds + TOONS_UP_POINTS_ALLOWANCE);
    if (claim.score > most) {
      return { ok: false, reason: `A toons-up score of ${claim.score} in ${seconds} s is not possible.` };
    }
    return { ok: true };
  }
  if (claim.score < 1 || claim.score > MAX_BOARD_COGS) {
    return { ok: false, reason: `A cogsweeper board holds 1 to ${MAX_BOARD_COGS} Cogs.` };
  }
  if (claim.level && COGSWEEPER_LEVELS[claim.level].cogs !== claim.score) {
    return {
      ok: false,
      reason: `The ${claim.level} board has ${COGSWEEPER_LEVELS[claim.level].cogs} Cogs, not ${claim.score}.`,
    };
  }
  if (claim.elapsedMs < claim.score * COGSWEEPER_MIN_MS_PER_COG) {
    return { ok: false, reason: `Nobody clears ${claim.score} Cogs in ${seconds} s.` };
  }
  return { ok: true };
}

/** Jellybeans a (plausible) result earns before the daily cap. */
export function jellybeansEarned(claim: ArcadeAwardRequest): number {
  if (claim.game === 'toons-up') return Math.floor(claim.score / TOONS_UP_POINTS_PER_JELLYBEAN);
  return Math.ceil(claim.score / 2);
}

/** What the daily cap leaves of `earned` once `alreadyToday` have been given. */
export function cappedAward(earned: number, alreadyToday: number, cap = DAILY_JELLYBEAN_CAP): number {
  return Math.max(0, Math.min(earned, cap - alreadyToday));
}

export interface RecordEntry {
  key: ArcadeRecordKey;
  value: number;
  /** toons-up keeps the highest score; cogsweeper the fastest time. */
  better: 'higher' | 'lower';
}

/** The record a result may set: toons-up's score, or a cogsweeper level's time (custom: none). */
export function recordOf(claim: ArcadeAwardRequest): RecordEntry | null {
  if (claim.game === 'toons-up') return { key: 'toons-up', value: claim.score, better: 'higher' };
  if (claim.level) return { key: claim.level, value: claim.elapsedMs, better: 'lower' };
  return null;
}
