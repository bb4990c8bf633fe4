// How much work one account and one address may make the arcade do: toons-up replay steps, and
// moves on the cogsweeper boards the api keeps. Site rules (not game facts), in this process's
// memory (see token-bucket.ts): each bounds what this process spends on the event loop. A request
// spends the account's budget and its address's; it goes ahead only when both cover it.
import { toonsUpRules } from 'trinket-game/rules';
import { type BucketRule, TokenBuckets } from './token-bucket.js';

/**
 * One account may have the api replay one longest game at once (72,000 steps, a few hundred ms of
 * work), refilled as fast as two games played side by side in real time (60 steps a second each).
 */
export const REPLAY_STEPS_PER_ACCOUNT: BucketRule = {
  capacity: toonsUpRules.MAX_GAME_STEPS,
  refillPerSecond: 2 * 60,
};

/** One address (a school, a café) as much as twenty such players. */
export const REPLAY_STEPS_PER_ADDRESS: BucketRule = {
  capacity: 2 * toonsUpRules.MAX_GAME_STEPS,
  refillPerSecond: 20 * 60,
};

/**
 * Cogsweeper moves: a quick player opens or flags a few cells a second, with bursts when the
 * numbers show a run of safe cells; a bot reading the board through the api goes no faster.
 */
export const MOVES_PER_ACCOUNT: BucketRule = { capacity: 20, refillPerSecond: 8 };

/** One address as much as a handful of quick players at once. */
export const MOVES_PER_ADDRESS: BucketRule = { capacity: 120, refillPerSecond: 40 };

/** An account's bucket and its address's, spent together. */
export class PairedBudget {
  readonly #accounts: TokenBuckets;
  readonly #addresses: TokenBuckets;

  constructor(perAccount: BucketRule, perAddress: BucketRule) {
    this.#accounts = new TokenBuckets(perAccount);
    this.#addresses = new TokenBuckets(perAddress);
  }

  available(uid: string, address: string, nowMs: number): number {
    return Math.min(this.#accounts.available(uid, nowMs), this.#addresses.available(address, nowMs));
  }

  /** Spends `amount` from both, debt allowed (for work already done). */
  spend(uid: string, address: string, amount: number, nowMs: number): void {
    this.#accounts.spend(uid, amount, nowMs);
    this.#addresses.spend(address, amount, nowMs);
  }

  /** Spends `amount` from both when both hold it; otherwise spends nothing. */
  trySpend(uid: string, address: string, amount: number, nowMs: number): boolean {
    if (this.available(uid, address, nowMs) < amount) return false;
    this.spend(uid, address, amount, nowMs);
    return true;
  }

  /** ms until both hold `amount` (capped at what either could ever hold). */
  msUntil(uid: string, address: string, amount: number, nowMs: number): number {
    return Math.max(
      this.#accounts.msUntil(uid, amount, nowMs),
      this.#addresses.msUntil(address, amount, nowMs),
    );
  }
}

export interface ArcadeBudgets {
  replaySteps: PairedBudget;
  moves: PairedBudget;
}

export function createArcadeBudgets(): ArcadeBudgets {
  return {
    replaySteps: new PairedBudget(REPLAY_STEPS_PER_ACCOUNT, REPLAY_STEPS_PER_ADDRESS),
    moves: new PairedBudget(MOVES_PER_ACCOUNT, MOVES_PER_ADDRESS),
  };
}
