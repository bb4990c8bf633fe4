import {
  type KeptRefusals,
  MAX_KEPT_REFUSAL_TOONS,
  type ToonRefusals,
  ToonRefusalsSchema,
} from 'shared-contracts/domain';
import { toonRefusalsKey } from 'shared-contracts/storage-keys';
import type { GameValueRefusal } from 'trinket-game/rules';
import { readStored, writeStored } from 'web-kit';

// The game values ToonLink left out of each toon's save (game-read screen), kept in this browser
// beside the toon's snapshot so its dashboard lists them after the game closes too. Replaced by
// every read of the toon: a read with none clears them.

/** The same refusals, whatever the time they were read at. */
export function sameRefusals(
  first: readonly GameValueRefusal[],
  second: readonly GameValueRefusal[],
): boolean {
  return JSON.stringify(first) === JSON.stringify(second);
}

/**
 * The kept refusals with `key`'s replaced by `refusals` read at `at` (removed when there are none);
 * past {@link MAX_KEPT_REFUSAL_TOONS} toons the oldest reads are dropped.
 */
export function mergeRefusals(
  kept: ToonRefusals,
  key: string,
  refusals: GameValueRefusal[],
  at: string,
): ToonRefusals {
  const { [key]: _replaced, ...others } = kept;
  if (refusals.length === 0) return others;
  const merged: ToonRefusals = { ...others, [key]: { at, refusals } };
  const newest = Object.entries(merged)
    .sort(([, a], [, b]) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, MAX_KEPT_REFUSAL_TOONS);
  return Object.fromEntries(newest);
}

export function readKeptRefusals(): ToonRefusals {
  return readStored(toonRefusalsKey.key, ToonRefusalsSchema, {}).value;
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever this page changes the kept refusals; returns how to stop. */
export function onKeptRefusals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Keeps the refusals of the toon `key`'s latest read. True when they differ from what was kept
 * (a new set, or one gone): only then is anything written.
 */
export function keepRefusals(key: string, refusals: GameValueRefusal[], at: string): boolean {
  const kept = readKeptRefusals();
  const before: KeptRefusals['refusals'] = kept[key]?.refusals ?? [];
  if (sameRefusals(before, refusals)) return false;
  writeStored(toonRefusalsKey.key, mergeRefusals(kept, key, refusals, at));
  for (const listener of listeners) listener();
  return true;
}
