// The arcade's award rules: site rules (not game facts) and the pure judgement of a replayed
// claim, so both are tested without a database.
import {
  type ArcadeRecordKey,
  COGSWEEPER_LEVELS,
  type CogsweeperLevel,
  type ToonsUpClaim,
} from 'shared-contracts/domain';
import { type BoardStatus, maxToonsUpScore, replayToonsUp, toonsUpRules } from 'trinket-game/rules';

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

/** No one clears a cogsweeper board faster than this many ms per Cog on it. */
export const COGSWEEPER_MIN_MS_PER_COG = 100;

export interface RecordEntry {
  key: ArcadeRecordKey;
  value: number;
  /** toons-up keeps the highest score; cogsweeper the fastest time. */
  better: 'higher' | 'lower';
}

export type Refusal = { ok: false; status: 400 | 409 | 422; code: string; message: string };
export type Judgement = { ok: true; earned: number; record: RecordEntry | null } | Refusal;

/** When the seed was handed out and when the claim came in, by the api's clock. */
export interface ClaimClock {
  issuedAt: Date;
  now: Date;
}

const wallMsOf = ({ issuedAt, now }: ClaimClock) => Math.max(0, now.getTime() - issuedAt.getTime());

const tooLong = (wallMs: number): Refusal => ({
  ok: false,
  status: 422,
  code: 'implausible_result',
  message: `The game runs longer than the ${Math.round(wallMs / 1000)} s since its seed was handed out.`,
});

/** The most toons-up steps real time allows since the seed was handed out: a replay never runs more. */
export function toonsUpStepLimit(clock: ClaimClock): number {
  const steps = Math.floor((wallMsOf(clock) + CLOCK_ALLOWANCE_MS) / (toonsUpRules.STEP_SECONDS * 1000));
  return Math.min(steps, toonsUpRules.MAX_GAME_STEPS);
}

/**
 * What can be told of a toons-up claim without replaying it: an input after the time real time
 * allows, or a score no game reaches in that time (shared rules: maxToonsUpScore).
 */
export function precheckToonsUp(claim: ToonsUpClaim, clock: ClaimClock): Refusal | null {
  const stepLimit = toonsUpStepLimit(clock);
  const lastInput = claim.inputs.at(-1);
  if (lastInput && lastInput[0] >= stepLimit) return tooLong(wallMsOf(clock));
  if (claim.score > maxToonsUpScore(stepLimit)) {
    return {
      ok: false,
      status: 422,
      code: 'implausible_result',
      message: `No game scores ${claim.score} in the ${Math.round(wallMsOf(clock) / 1000)} s since its seed was handed out.`,
    };
  }
  return null;
}

/**
 * The fewest steps a replay of this claim can take, from the claim alone: the game lasts at least
 * to its last input, and long enough to reach its score (maxToonsUpScore). A caller whose replay
 * budget holds less is refused before anything else is looked at.
 */
export function leastToonsUpSteps(claim: ToonsUpClaim): number {
  const lastInput = claim.inputs.at(-1)?.[0] ?? 0;
  let low = 0;
  let high = toonsUpRules.MAX_GAME_STEPS;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (maxToonsUpScore(middle) >= claim.score) high = middle;
    else low = middle + 1;
  }
  return Math.min(Math.max(lastInput + 1, low, 1), toonsUpRules.MAX_GAME_STEPS);
}

export interface ToonsUpVerdict {
  /** null: the replay ran out of `stepBudget` before the game ended, so nothing is decided. */
  judgement: Judgement | null;
  /** Steps replayed: the work done, to charge to the caller's replay budget. */
  steps: number;
}

/**
 * Replays a toons-up claim from its seed and log, for at most what real time allows and at most
 * `stepBudget` steps; pays from the replay, never from the claim.
 */
export function judgeToonsUp(
  claim: ToonsUpClaim,
  clock: ClaimClock,
  stepBudget = Number.POSITIVE_INFINITY,
): ToonsUpVerdict {
  const wallLimit = toonsUpStepLimit(clock);
  const stepLimit = Math.max(0, Math.min(wallLimit, Math.floor(stepBudget)));
  const replay = replayToonsUp(claim.seed, claim.inputs, stepLimit);
  if (!replay.ok && replay.kind === 'invalid') {
    return {
      judgement: { ok: false, status: 400, code: 'invalid_log', message: replay.problem },
      steps: replay.steps,
    };
  }
  if (!replay.ok) {
    return { judgement: stepLimit < wallLimit ? null : tooLong(wallMsOf(clock)), steps: replay.steps };
  }
  if (replay.score !== claim.score) {
    return {
      judgement: {
        ok: false,
        status: 409,
        code: 'score_mismatch',
        message: `The replayed game scores ${replay.score}, not ${claim.score}.`,
      },
      steps: replay.steps,
    };
  }
  return {
    judgement: {
      ok: true,
      earned: Math.floor(replay.score / TOONS_UP_POINTS_PER_JELLYBEAN),
      record: { key: 'toons-up', value: replay.score, better: 'higher' },
    },
    steps: replay.steps,
  };
}

/** A cogsweeper board the api kept, as the claim for it finds it. */
export interface KeptGame {
  level: CogsweeperLevel;
  status: BoardStatus;
  /** The api's clock from the first reveal to the end. */
  elapsedMs: number;
}

/** Pays for a board the api played move by move: only a win, timed by the api's own clock. */
export function judgeKeptBoard(game: KeptGame): Judgement {
  if (game.status !== 'won') {
    return { ok: false, status: 422, code: 'not_won', message: 'This board is not won.' };
  }
  const { cogs } = COGSWEEPER_LEVELS[game.level];
  if (game.elapsedMs < cogs * COGSWEEPER_MIN_MS_PER_COG) {
    return {
      ok: false,
      status: 422,
      code: 'implausible_result',
      message: `Nobody clears ${cogs} Cogs in ${game.elapsedMs / 1000} s.`,
    };
  }
  return {
    ok: true,
    earned: Math.ceil(cogs / 2),
    record: { key: game.level, value: game.elapsedMs, better: 'lower' },
  };
}

/** What the daily cap leaves of `earned` once `alreadyToday` have been given. */
export function cappedAward(earned: number, alreadyToday: number, cap = DAILY_JELLYBEAN_CAP): number {
  return Math.max(0, Math.min(earned, cap - alreadyToday));
}
