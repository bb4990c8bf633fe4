// The lists of rewards a toon holds by name (SOS cards, unites, remotes, summons): how many names
// each may hold and, where the game lists them, which. The api's rules (toon-rules.ts), the rewards
// page and ToonLink's reading of the game all take them from here.
import { REMOTE_NAMES, SOS_TOON_KINDS, SUMMONS_COGS, UNITE_KINDS } from '../../data/toon-limits.js';

export interface RewardListRules {
  /** How many different names the list can hold. */
  maxEntries: number;
  /** The only names the game has, when a source lists them, and what they are called. */
  known?: { names: readonly string[]; label: string };
}

export type RewardList = 'sos' | 'unites' | 'remotes' | 'summons';

export const REWARD_LIST_RULES: Readonly<Record<RewardList, RewardListRules>> = {
  sos: { maxEntries: SOS_TOON_KINDS },
  unites: { maxEntries: UNITE_KINDS },
  remotes: { maxEntries: REMOTE_NAMES.length, known: { names: REMOTE_NAMES, label: 'remotes' } },
  summons: { maxEntries: SUMMONS_COGS.length, known: { names: SUMMONS_COGS, label: 'Cogs' } },
};

/** Whether the list's rules allow `name` (already trimmed), whatever the list holds. */
export function isKnownRewardName(rules: RewardListRules, name: string): boolean {
  return !rules.known || rules.known.names.includes(name);
}
