// The game's limits applied to a toon: which keys each map may hold and how large each number may
// be (the facts and their sources: data/toon-limits.ts, fish.ts, trophies.ts, locations.ts).
// The api refuses a request that breaks them (400 naming the field and the limit) and keeps stored
// toons that break them out of Top Toons; the browser checks the same before it saves. A game read
// is screened against the same bounds value by value first (game-read-screen.ts), so one value the
// rules refuse is left out alone instead of costing the whole save.
import type {
  BucketMap,
  FishMap,
  Rewards,
  StatMap,
  ToonDocument,
  ToonVerification,
  VerifiedStatMap,
} from 'shared-contracts/domain';
import { FISH_BY_KEY, FISH_SPECIES } from '../../data/fish.js';
import { FISHING_LOCATIONS } from '../../data/locations.js';
import {
  MAX_GOLF_STAT,
  MAX_PINK_SLIPS,
  MAX_RACING_STAT,
  MAX_REMOTES,
  MAX_SITE_COUNT,
  MAX_SOS_CARDS,
  MAX_UNITES_OF_A_KIND,
  SUMMONS_COGS,
  SUMMONS_PER_COG,
  UNITE_KINDS,
} from '../../data/toon-limits.js';
import { GOLF_TROPHIES, RACING_TROPHIES } from '../../data/trophies.js';
import { OUNCES_PER_POUND } from '../../data/weight.js';
import { isKnownRewardName, REWARD_LIST_RULES, type RewardListRules } from './reward-lists.js';
import { formatLimit, joinPath, type RuleIssue, RuleIssues } from './rule-issues.js';
import { storedToonConsistencyIssues } from './toon-consistency.js';
import { toonSizeIssue } from './toon-size.js';
import { REWARD_STAT_NAMES, type RewardStatName } from './toon-totals.js';

const GOLF_STATS: ReadonlySet<string> = new Set(GOLF_TROPHIES.map((track) => track.stat));
const RACING_STATS: ReadonlySet<string> = new Set(RACING_TROPHIES.map((track) => track.stat));
const PONDS: ReadonlySet<string> = new Set(FISHING_LOCATIONS);

/** The game's statistics by category: which names exist and how large each can be. */
const STAT_CATEGORIES = {
  golf: { names: GOLF_STATS, max: (_name: string) => MAX_GOLF_STAT, label: 'golf statistic' },
  racing: { names: RACING_STATS, max: (_name: string) => MAX_RACING_STAT, label: 'racing statistic' },
  rewards: {
    names: new Set<string>(REWARD_STAT_NAMES),
    max: (name: string) => REWARD_STAT_MAX[name as RewardStatName],
    label: 'rewards statistic',
  },
} as const;
type StatCategory = keyof typeof STAT_CATEGORIES;

/** Each verified rewards statistic can be at most what the rewards it sums can hold. */
const REWARD_STAT_MAX: Readonly<Record<RewardStatName, number>> = {
  'SOS cards': MAX_SOS_CARDS,
  Unites: UNITE_KINDS * MAX_UNITES_OF_A_KIND,
  Summons: SUMMONS_COGS.length * SUMMONS_PER_COG,
  'Pink slips': MAX_PINK_SLIPS,
  Remotes: MAX_REMOTES,
};

/** The lightest and heaviest catch of a species, in ounces (fish.json's range is in pounds). */
export function speciesWeightRange(key: string): { min: number; max: number } | null {
  const species = FISH_BY_KEY.get(key);
  if (!species) return null;
  return { min: species.minWeightLb * OUNCES_PER_POUND, max: species.maxWeightLb * OUNCES_PER_POUND };
}

function checkFishWeight(issues: RuleIssues, path: string, key: string, weight: number): void {
  const range = speciesWeightRange(key);
  if (!range) {
    issues.add(path, `Not one of the game's ${FISH_SPECIES.length} fish species`);
  } else if (!(weight >= range.min && weight <= range.max)) {
    const name = FISH_BY_KEY.get(key)?.name ?? key;
    issues.add(path, `A ${name} weighs from ${range.min} to ${range.max} oz`);
  }
}

function checkFishMap(issues: RuleIssues, path: string, weights: Record<string, number>): void {
  issues.entries(path, weights, FISH_SPECIES.length);
  for (const [key, weight] of Object.entries(weights)) {
    if (issues.full) return;
    checkFishWeight(issues, joinPath(path, key), key, weight);
  }
}

function checkStats(issues: RuleIssues, path: string, category: 'golf' | 'racing', stats: StatMap): void {
  const rules = STAT_CATEGORIES[category];
  issues.entries(path, stats, rules.names.size);
  for (const [name, value] of Object.entries(stats)) {
    if (issues.full) return;
    if (!rules.names.has(name)) issues.add(joinPath(path, name), `Not a ${rules.label} of the game`);
    else issues.count(joinPath(path, name), value, rules.max(name));
  }
}

function checkBuckets(issues: RuleIssues, path: string, buckets: BucketMap): void {
  issues.entries(path, buckets, PONDS.size);
  for (const [pond, count] of Object.entries(buckets)) {
    if (issues.full) return;
    if (!PONDS.has(pond)) issues.add(joinPath(path, pond), 'Not a fishing pond of the game');
    else issues.count(joinPath(path, pond), count, MAX_SITE_COUNT);
  }
}

/** Counts by name: names the list's rules allow, each count within `each`, all within `total`. */
function checkCounts(
  issues: RuleIssues,
  path: string,
  counts: Record<string, number>,
  list: RewardListRules,
  limits: { each: number; total: number },
): void {
  issues.entries(path, counts, list.maxEntries);
  let total = 0;
  for (const [name, count] of Object.entries(counts)) {
    if (issues.full) return;
    if (!isKnownRewardName(list, name)) {
      issues.add(joinPath(path, name), knownNamesMessage(list));
      continue;
    }
    issues.count(joinPath(path, name), count, limits.each);
    total += count;
  }
  if (total > limits.total) issues.add(path, `At most ${formatLimit(limits.total)} in all`);
}

function knownNamesMessage(list: RewardListRules): string {
  const known = list.known?.names ?? [];
  return `Not one of the game's ${known.length} ${list.known?.label}${known.length <= 8 ? ` (${known.join(', ')})` : ''}`;
}

function checkRewards(issues: RuleIssues, path: string, rewards: Rewards): void {
  checkCounts(issues, joinPath(path, 'sos'), rewards.sos, REWARD_LIST_RULES.sos, {
    each: MAX_SOS_CARDS,
    total: MAX_SOS_CARDS,
  });
  checkCounts(issues, joinPath(path, 'unites'), rewards.unites, REWARD_LIST_RULES.unites, {
    each: MAX_UNITES_OF_A_KIND,
    total: UNITE_KINDS * MAX_UNITES_OF_A_KIND,
  });
  checkCounts(issues, joinPath(path, 'remotes'), rewards.remotes, REWARD_LIST_RULES.remotes, {
    each: MAX_REMOTES,
    total: MAX_REMOTES,
  });
  const summons = REWARD_LIST_RULES.summons;
  issues.entries(joinPath(path, 'summons'), rewards.summons, summons.maxEntries);
  for (const cog of Object.keys(rewards.summons)) {
    if (issues.full) return;
    if (!isKnownRewardName(summons, cog))
      issues.add(joinPath(path, 'summons', cog), knownNamesMessage(summons));
  }
  issues.count(joinPath(path, 'pinkSlips'), rewards.pinkSlips, MAX_PINK_SLIPS);
}

/** A verified statistic's key (`golf:Courses Completed`): a known statistic, its value in range. */
function checkVerifiedStat(issues: RuleIssues, path: string, key: string, value: number): void {
  const colon = key.indexOf(':');
  const category = key.slice(0, colon) as StatCategory;
  const name = key.slice(colon + 1);
  const rules = colon > 0 && Object.hasOwn(STAT_CATEGORIES, category) ? STAT_CATEGORIES[category] : null;
  if (!rules?.names.has(name)) {
    issues.add(path, 'Not a statistic the game reports');
    return;
  }
  issues.count(path, value, rules.max(name));
}

/** Every verified stat map holds at most the game's keys, each value (first and latest) in range. */
const VERIFIED_STAT_KEYS = Object.values(STAT_CATEGORIES).reduce(
  (total, rules) => total + rules.names.size,
  0,
);

function checkVerifiedMaps(
  issues: RuleIssues,
  document: Pick<ToonDocument, 'fish2' | 'verified' | 'verified2'>,
) {
  // Both the first and the latest verified value must be possible; one issue per record.
  const bothValues = (map: VerifiedStatMap, check: (key: string, value: number) => void) => {
    for (const [key, stat] of Object.entries(map)) {
      if (issues.full) return;
      const before = issues.list.length;
      check(key, stat.value);
      if (issues.list.length === before) check(key, stat.originalValue);
    }
  };
  issues.entries('fish2', document.fish2, FISH_SPECIES.length);
  bothValues(document.fish2, (key, weight) => checkFishWeight(issues, joinPath('fish2', key), key, weight));
  issues.entries('verified', document.verified, VERIFIED_STAT_KEYS);
  bothValues(document.verified, (key, value) =>
    checkVerifiedStat(issues, joinPath('verified', key), key, value),
  );
  // The game reports no other verified values: nothing may be kept there.
  issues.entries('verified2', document.verified2, 0);
}

/** The fields a client may set; any left out are not checked. */
export type ToonFieldsToCheck = Partial<
  Pick<ToonDocument, 'fish' | 'golf' | 'racing' | 'buckets' | 'rewards'>
>;

function checkFields(issues: RuleIssues, fields: ToonFieldsToCheck): void {
  if (fields.fish) checkFishMap(issues, 'fish', fishWeights(fields.fish));
  if (fields.golf) checkStats(issues, 'golf', 'golf', fields.golf);
  if (fields.racing) checkStats(issues, 'racing', 'racing', fields.racing);
  if (fields.buckets) checkBuckets(issues, 'buckets', fields.buckets);
  if (fields.rewards) checkRewards(issues, 'rewards', fields.rewards);
}

function fishWeights(fish: FishMap): Record<string, number> {
  return Object.fromEntries(Object.entries(fish).map(([key, entry]) => [key, entry.weight]));
}

/** What breaks the game's limits in a toon's client-set fields (a create or update body). */
export function toonFieldIssues(fields: ToonFieldsToCheck): RuleIssue[] {
  const issues = new RuleIssues();
  checkFields(issues, fields);
  return issues.list;
}

/** What breaks the game's limits in values read from the game (a ToonLink report). */
export function verificationIssues(report: Pick<ToonVerification, 'fish' | 'stats'>): RuleIssue[] {
  const issues = new RuleIssues();
  if (report.fish) checkFishMap(issues, 'fish', report.fish);
  if (report.stats) {
    issues.entries('stats', report.stats, VERIFIED_STAT_KEYS);
    for (const [key, value] of Object.entries(report.stats)) {
      if (issues.full) break;
      checkVerifiedStat(issues, joinPath('stats', key), key, value);
    }
  }
  return issues.list;
}

/**
 * Everything a stored toon breaks: its fields, its verified records and its size. Empty for a toon
 * the game could have produced; Top Toons ranks only those.
 */
export function storedToonIssues(document: ToonDocument): RuleIssue[] {
  const issues = new RuleIssues();
  checkFields(issues, document);
  checkVerifiedMaps(issues, document);
  const size = toonSizeIssue(document);
  if (size) issues.add(size.path, size.message);
  return issues.list;
}

/**
 * The first broken rule as one line ("fish.9000-9999: Not one of …"), or null when none is: each
 * value on its own first, then the rules between values (toon-consistency.ts).
 */
export function firstRuleBreach(document: ToonDocument): string | null {
  const [first] = [...storedToonIssues(document), ...storedToonConsistencyIssues(document)];
  return first ? `${first.path}: ${first.message}` : null;
}
