import { RecordKeySchema, type Rewards, type SummonSet } from 'shared-contracts/domain';
import { isKnownRewardName, type RewardListRules } from 'trinket-game/rules';

/** The reward kinds counted by name. */
export type CountedRewardKind = 'sos' | 'unites' | 'remotes';
export type SummonKind = keyof SummonSet;
export const SUMMON_KINDS: readonly SummonKind[] = ['single', 'building', 'invasion'];

/** Why a typed name cannot be added to a list of rewards, or null when it can. */
export function newEntryProblem(
  existing: Record<string, unknown>,
  name: string,
  rules: RewardListRules = { maxEntries: Number.POSITIVE_INFINITY },
): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Type a name first.';
  if (!RecordKeySchema.safeParse(trimmed).success) return 'Use at most 64 characters of plain text.';
  const taken = Object.keys(existing).some((key) => key.toLowerCase() === trimmed.toLowerCase());
  if (taken) return `${trimmed} is already in the list.`;
  if (rules.known && !isKnownRewardName(rules, trimmed)) {
    return `${trimmed} is not one of the game's ${rules.known.label}: ${rules.known.names.join(', ')}.`;
  }
  if (Object.keys(existing).length >= rules.maxEntries) {
    return `The game has ${rules.maxEntries} at most: this list is full.`;
  }
  return null;
}

/** The rewards with `name` of `kind` set to `count`. */
export function withCount(rewards: Rewards, kind: CountedRewardKind, name: string, count: number): Rewards {
  return { ...rewards, [kind]: { ...rewards[kind], [name]: count } };
}

/** The rewards without `name` in `kind`. */
export function withoutEntry(rewards: Rewards, kind: CountedRewardKind | 'summons', name: string): Rewards {
  const entries = { ...rewards[kind] };
  delete entries[name];
  return { ...rewards, [kind]: entries };
}

/** The rewards with one summon of a Cog held or not. */
export function withSummon(rewards: Rewards, cog: string, kind: SummonKind, held: boolean): Rewards {
  const current = rewards.summons[cog] ?? { single: false, building: false, invasion: false };
  return { ...rewards, summons: { ...rewards.summons, [cog]: { ...current, [kind]: held } } };
}

/** A Cog newly added to the summons list, holding none yet. */
export function withSummonCog(rewards: Rewards, cog: string): Rewards {
  return {
    ...rewards,
    summons: { ...rewards.summons, [cog]: { single: false, building: false, invasion: false } },
  };
}
