// The arcade's award rules: site rules (not game facts) and the pure judgement of a replayed
// claim, so both are tested without a database.
import {
  type ArcadeClaim,
  type ArcadeRecordKey,
  COGSWEEPER_LEVELS,
  type CogsweeperClaim,
  type ToonsUpClaim,
} from 'shared-contracts/domain';
import { replayCogsweeper, replayToonsUp, toonsUpRules } from 'shared-contracts/game-rules';

/**
 * The most jellybeans the arcade gives one account per UTC day, so the arcade stays a pastime
 * rather than a jellybean farm.
 */
export const DAILY_JELLYBEAN_CAP = 100;

/**
 * toons-up pays a jellybean per this many points; a won cogsweeper board of a standard level half
 * its Cogs. A custom board pays nothing: its player picks the density, and a board packed with Cogs
 * is won by its first click (the first reveal and its neighbours are always free).
 */
export const TOONS_UP_POINTS_PER_JELLYBEAN = 50;

/** How long a seed can be claimed after the api handed it out (a long game, pauses included). */
export const SESSION_LIFETIME_MS = 60 * 60 * 1000;

/** Unexpired, unclaimed seeds one account may hold at once (a game per open tab, and then some). */
export const MAX_OPEN_SESSIONS = 20;

/**
 * A game's own clock may run ahead of the api's (issue to claim) by this much: the page's frame
 * clock runs at most one step ahead of real time, and timers are coarse.
 */
export const CLOCK_ALLOWANCE_MS = 1000;

/**
 * A cogsweeper time is kept as the later of the log's time and the api's own clock (issue to
 * claim) less this allowance for the two requests' travel: the page cannot claim to have won
 * faster than the api saw, by more than a second.
 */
export const NETWORK_ALLOWANCE_MS = 1000;

/** No one clears a cogsweeper board faster than this many ms per Cog on it. */
export const COGSWEEPER_MIN_MS_PER_COG = 100;

export interface RecordEntry {
  key: ArcadeRecordKey;
  value: number;
  /** toons-up keeps the highest score; cogsweeper the fastest time. */
  better: 'higher' | 'lower';
}

export type Judgement =
  | { ok: true; earned: number; record: RecordEntry | null }
  | { ok: false; status: 400 | 409 | 422; code: string; message: string };

/** When the seed was handed out and when the claim came in, by the api's clock. */
export interface ClaimClock {
  issuedAt: Date;
  now: Date;
}

/** Replays a claimed game from its seed and log; pays from the replay, never from the claim. */
export function judgeClaim(claim: ArcadeClaim, clock: ClaimClock): Judgement {
  return claim.game === 'toons-up' ? judgeToonsUp(claim, clock) : judgeCogsweeper(claim, clock);
}

const wallMsOf = ({ issuedAt, now }: ClaimClock) => Math.max(0, now.getTime() - issuedAt.getTime());

function judgeToonsUp(claim: ToonsUpClaim, clock: ClaimClock): Judgement {
  const wallMs = wallMsOf(clock);
  // Never replay more steps than real time allows: a replay costs no more than the play did.
  const stepLimit = Math.floor((wallMs + CLOCK_ALLOWANCE_MS) / (toonsUpRules.STEP_SECONDS * 1000));
  const replay = replayToonsUp(claim.seed, claim.inputs, stepLimit);
  if (!replay.ok && replay.kind === 'invalid') {
    return { ok: false, status: 400, code: 'invalid_log', message: replay.problem };
  }
  if (!replay.ok) {
    return {
      ok: false,
      status: 422,
      code: 'implausible_result',
      message: `The game runs longer than the ${Math.round(wallMs / 1000)} s since its seed was handed out.`,
    };
  }
  if (replay.score !== claim.score) {
    return {
      ok: false,
      status: 409,
      code: 'score_mismatch',
      message: `The replayed game scores ${replay.score}, not ${claim.score}.`,
    };
  }
  return {
    ok: true,
    earned: Math.floor(replay.score / TOONS_UP_POINTS_PER_JELLYBEAN),
    record: { key: 'toons-up', value: replay.score, better: 'higher' },
  };
}

function judgeCogsweeper(claim: CogsweeperClaim, clock: ClaimClock): Judgement {
  const size = typeof claim.board === 'string' ? COGSWEEPER_LEVELS[claim.board] : claim.board;
  const replay = replayCogsweeper(claim.seed, size, claim.moves);
  if (!replay.ok) return { ok: false, status: 400, code: 'invalid_log', message: replay.problem };
  if (replay.status !== 'won') {
    return { ok: false, status: 422, code: 'not_won', message: 'The replayed board is not won.' };
  }
  if (replay.elapsedMs !== claim.elapsedMs) {
    return {
      ok: false,
      status: 409,
      code: 'score_mismatch',
      message: `The replayed board is won in ${replay.elapsedMs} ms, not ${claim.elapsedMs} ms.`,
    };
  }
  const wallMs = wallMsOf(clock);
  if (replay.elapsedMs > wallMs + CLOCK_ALLOWANCE_MS) {
    return {
      ok: false,
      status: 422,
      code: 'implausible_result',
      message: `The game runs longer than the ${Math.round(wallMs / 1000)} s since its seed was handed out.`,
    };
  }
  const elapsedMs = Math.max(replay.elapsedMs, wallMs - NETWORK_ALLOWANCE_MS);
  if (elapsedMs < replay.cogs * COGSWEEPER_MIN_MS_PER_COG) {
    return {
      ok: false,
      status: 422,
      code: 'implausible_result',
      message: `Nobody clears ${replay.cogs} Cogs in ${elapsedMs / 1000} s.`,
    };
  }
  if (typeof claim.board !== 'string') return { ok: true, earned: 0, record: null };
  return {
    ok: true,
    earned: Math.ceil(replay.cogs / 2),
    record: { key: claim.board, value: elapsedMs, better: 'lower' },
  };
}

/** What the daily cap leaves of `earned` once `alreadyToday` have been given. */
export function cappedAward(earned: number, alreadyToday: number, cap = DAILY_JELLYBEAN_CAP): number {
  return Math.max(0, Math.min(earned, cap - alreadyToday));
}
