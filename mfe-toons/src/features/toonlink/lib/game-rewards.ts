import { RecordKeySchema, type Rewards, type SummonSet, type ToonLinkRewards } from 'shared-contracts/domain';
import { isKnownRewardName, REWARD_LIST_RULES, type RewardListRules } from 'trinket-game/rules';
import { clampCount } from '../../../lib/toons';

/**
 * Whether `name` can join a list under the game's rules (game-data/toon-limits.ts): plain text of at
 * most 64 characters, one of the game's names where it lists them, within the number of kinds. A
 * game newer than the site's facts (a remote the docs do not list yet) loses that one entry, not
 * the whole save.
 */
function canAdd(target: Record<string, unknown>, name: string, rules: RewardListRules): boolean {
  if (Object.hasOwn(target, name)) return true;
  if (!RecordKeySchema.safeParse(name).success) return false;
  if (!isKnownRewardName(rules, name)) return false;
  return Object.keys(target).length < rules.maxEntries;
}

/** Adds `count` under `key` when the game's rules allow the key. */
function addCount(target: Record<string, number>, key: string, count: number, rules: RewardListRules): void {
  const name = key.trim();
  if (!canAdd(target, name, rules)) return;
  target[name] = clampCount((Object.hasOwn(target, name) ? (target[name] ?? 0) : 0) + count);
}

function flatCounts(source: Record<string, number>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [name, count] of Object.entries(source)) addCount(counts, name, count, REWARD_LIST_RULES.sos);
  return counts;
}

/** Unites by variant: the game groups them by type first (`Gag-Up` → `Gag-Up Squirt`). */
function uniteCounts(source: Record<string, Record<string, number>>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const variants of Object.values(source)) {
    for (const [variant, count] of Object.entries(variants)) {
      addCount(counts, variant, count, REWARD_LIST_RULES.unites);
    }
  }
  return counts;
}

/** Remotes by type and level, e.g. `Damage Remote 2`, as the rewards page names them. */
function remoteCounts(source: Record<string, Record<string, number>>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [type, levels] of Object.entries(source)) {
    for (const [level, count] of Object.entries(levels)) {
      addCount(counts, `${type.trim()} ${level.trim()}`, count, REWARD_LIST_RULES.remotes);
    }
  }
  return counts;
}

function summonSets(source: NonNullable<ToonLinkRewards['summons']>): Record<string, SummonSet> {
  const sets: Record<string, SummonSet> = {};
  for (const [cogId, summon] of Object.entries(source)) {
    const name = (summon.name ?? cogId).trim();
    if (!canAdd(sets, name, REWARD_LIST_RULES.summons)) continue;
    sets[name] = {
      single: summon.single === true,
      building: summon.building === true,
      invasion: summon.invasion === true,
    };
  }
  return sets;
}

/**
 * The toon's rewards as the game reports them: rewards are spent, so the game's counts replace
 * the site's. A part the game leaves out (an older client) keeps the site's value.
 */
export function rewardsFromGame(current: Rewards, game: ToonLinkRewards): Rewards {
  return {
    sos: game.sos ? flatCounts(game.sos) : current.sos,
    unites: game.unites ? uniteCounts(game.unites) : current.unites,
    summons: game.summons ? summonSets(game.summons) : current.summons,
    pinkSlips: typeof game.pinkslips === 'number' ? clampCount(game.pinkslips) : current.pinkSlips,
    remotes: game.remotes ? remoteCounts(game.remotes) : current.remotes,
  };
}
