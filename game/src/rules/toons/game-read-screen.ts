// A game read (ToonLink's `all` data) screened value by value against the game's rules: each value
// the site's tables do not know, or that breaks a bound (data/toon-limits.ts, fish.ts,
// trophies.ts, rods.ts), is taken out of the read and named, in words, in a refusal. The rest is
// saved: one unknown value never costs the toon (issue 30). The browser screens before it merges;
// the api re-checks what the browser reports with the same screen before it logs it.

import {
  isRecordKey,
  MAX_LISTED_REFUSALS,
  MAX_REFUSAL_TEXT,
  parseFishKey,
  RENDITION_DNA_PATTERN,
  type Rod,
  type ToonLinkData,
  type ToonLinkRewards,
  type ToonLinkStat,
} from 'shared-contracts/domain';
import { FISH_BY_KEY } from '../../data/fish.js';
import { RODS } from '../../data/rods.js';
import {
  MAX_GOLF_STAT,
  MAX_PINK_SLIPS,
  MAX_RACING_STAT,
  MAX_REMOTES,
  MAX_SOS_CARDS,
  MAX_UNITES_OF_A_KIND,
  SOS_TOON_KINDS,
  SUMMONS_COGS,
  UNITE_KINDS,
} from '../../data/toon-limits.js';
import { GOLF_TROPHIES, RACING_TROPHIES } from '../../data/trophies.js';
import { OUNCES_PER_POUND } from '../../data/weight.js';
import { isKnownRewardName, REWARD_LIST_RULES } from './reward-lists.js';
import { formatLimit } from './rule-issues.js';
import { screenReadConsistency } from './toon-consistency-screen.js';

/** A refused value as the game sent it (text cut to {@link MAX_REFUSAL_TEXT} characters). */
export type RefusedValue = string | number | null;

export interface GameValueRefusal {
  /**
   * Where the value was in the read: its section and keys, e.g. `["fish", "collection", "99",
   * "album", "0", "weight"]`, `["racing", "Total Wins"]` or `["rewards", "sos", "Flippy"]`.
   */
  path: string[];
  value: RefusedValue;
  /** The rule in words, for the player and the log: `not saved: fish 99-0 is not in the site's fish table`. */
  rule: string;
}

export interface ScreenedRead {
  /** The read without its refused values (every other field as the game sent it). */
  data: ToonLinkData;
  /** What was left out and why, at most {@link MAX_LISTED_REFUSALS}. */
  refusals: GameValueRefusal[];
}

export { MAX_LISTED_REFUSALS, MAX_REFUSAL_TEXT };

const GOLF_STATS: ReadonlySet<string> = new Set(GOLF_TROPHIES.map((track) => track.stat));
const RACING_STATS: ReadonlySet<string> = new Set(RACING_TROPHIES.map((track) => track.stat));
const ROD_NAMES = Object.keys(RODS) as Rod[];

function cut(text: string): string {
  return text.length > MAX_REFUSAL_TEXT ? text.slice(0, MAX_REFUSAL_TEXT) : text;
}

function quoted(text: string): string {
  return JSON.stringify(cut(text));
}

function countText(value: number): string {
  return Number.isInteger(value) ? formatLimit(value) : String(value);
}

class Refusals {
  readonly list: GameValueRefusal[] = [];

  add(path: string[], value: RefusedValue | undefined, rule: string): void {
    if (this.list.length >= MAX_LISTED_REFUSALS) return;
    const refusal = { path: path.map(cut), value: typeof value === 'string' ? cut(value) : (value ?? null) };
    // A place sent twice (two nameless statistics) is listed once.
    const same = JSON.stringify(refusal.path);
    if (this.list.some((listed) => JSON.stringify(listed.path) === same)) return;
    this.list.push({ ...refusal, rule: `not saved: ${rule}` });
  }

  /** True when `value` is a whole count from 0 to `max`; else refuses it with `what`'s words. */
  count(path: string[], value: number | null | undefined, max: number, what: string): boolean {
    if (typeof value !== 'number') {
      this.add(path, null, `${what} came without a number`);
      return false;
    }
    if (Number.isInteger(value) && value >= 0 && value <= max) return true;
    this.add(
      path,
      value,
      `${what} is a whole number from 0 to ${formatLimit(max)}; the game sent ${countText(value)}`,
    );
    return false;
  }
}

/** The site's rod for the game's rod name ("Gold" or "Gold Rod"), or null when it names none. */
export function rodFromGameName(name: string | null | undefined): Rod | null {
  const bare = (name ?? '')
    .trim()
    .replace(/\s+rod$/i, '')
    .toLowerCase();
  return ROD_NAMES.find((rod) => rod.toLowerCase() === bare) ?? null;
}

function screenFishWeight(refusals: Refusals, genusId: string, speciesId: string, weight: unknown): boolean {
  const path = ['fish', 'collection', genusId, 'album', speciesId, 'weight'];
  const key = `${genusId.trim()}-${speciesId.trim()}`;
  const species = parseFishKey(key) ? FISH_BY_KEY.get(key) : undefined;
  const sent = typeof weight === 'number' ? weight : null;
  if (!species) {
    refusals.add(path, sent, `fish ${cut(key)} is not in the site's fish table`);
    return false;
  }
  if (sent === null) {
    refusals.add(path, null, `the ${species.name} came without a weight`);
    return false;
  }
  const min = species.minWeightLb * OUNCES_PER_POUND;
  const max = species.maxWeightLb * OUNCES_PER_POUND;
  if (sent >= min && sent <= max) return true;
  refusals.add(path, sent, `a ${species.name} weighs from ${min} to ${max} oz; the game sent ${sent} oz`);
  return false;
}

function screenFish(refusals: Refusals, fish: ToonLinkData['fish']): ToonLinkData['fish'] {
  if (!fish) return fish;
  let rod = fish.rod;
  const rodName = rod?.name;
  if (typeof rodName === 'string' && rodFromGameName(rodName) === null) {
    refusals.add(
      ['fish', 'rod', 'name'],
      rodName,
      `rod ${quoted(rodName)} is not one of the game's rods (${ROD_NAMES.join(', ')})`,
    );
    rod = { ...rod, name: null };
  }
  if (!fish.collection) return { ...fish, rod };
  const collection: NonNullable<NonNullable<ToonLinkData['fish']>['collection']> = {};
  for (const [genusId, genus] of Object.entries(fish.collection)) {
    const album: Record<string, NonNullable<typeof genus.album>[string]> = {};
    for (const [speciesId, species] of Object.entries(genus.album ?? {})) {
      if (screenFishWeight(refusals, genusId, speciesId, species.weight)) album[speciesId] = species;
    }
    collection[genusId] = { ...genus, album };
  }
  return { ...fish, rod, collection };
}

const STAT_RULES = {
  golf: { names: GOLF_STATS, max: MAX_GOLF_STAT, label: 'golf statistic' },
  racing: { names: RACING_STATS, max: MAX_RACING_STAT, label: 'racing statistic' },
} as const;

function screenStats(
  refusals: Refusals,
  category: 'golf' | 'racing',
  stats: ToonLinkStat[] | null | undefined,
): ToonLinkStat[] | null | undefined {
  if (!stats) return stats;
  const rules = STAT_RULES[category];
  return stats.filter((stat) => {
    const name = typeof stat.name === 'string' ? stat.name.trim() : '';
    if (name === '') {
      refusals.add([category, ''], stat.num, `a ${rules.label} came without a name`);
      return false;
    }
    if (!rules.names.has(name)) {
      refusals.add([category, name], stat.num, `${rules.label} ${quoted(name)} is not one the site knows`);
      return false;
    }
    return refusals.count([category, name], stat.num, rules.max, `${rules.label} ${quoted(name)}`);
  });
}

/** Counts kept by name: names the rules allow, at most `kinds` of them, within `each` and `total`. */
class CountList {
  private readonly kept = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly refusals: Refusals,
    private readonly rules: {
      label: string;
      kinds: number;
      each: number;
      total: number;
      known?: readonly string[];
    },
  ) {}

  /**
   * Refuses the list as a whole when it names more kinds than the game's (`path` the list, the
   * value how many kinds it named), before its entries are taken: on its own, the extra entries'
   * refusals could not be checked again (the api sees no other entry), this one can.
   */
  announce(path: string[], names: Iterable<string>): void {
    const { label, kinds, known } = this.rules;
    const named = new Set([...names].filter((name) => isRecordKey(name) && (!known || known.includes(name))));
    if (named.size <= kinds) return;
    this.refusals.add(
      path,
      named.size,
      `${label}s of ${named.size} kinds were sent, more than the game's ${kinds}: those after the first ${kinds} are not saved`,
    );
  }

  /** True when `count` of `name` (sent at `path`) can be kept. */
  take(path: string[], name: string, count: number): boolean {
    const { label, kinds, each, total, known } = this.rules;
    if (!isRecordKey(name) || (known && !known.includes(name))) {
      const list = known ? ` (${known.join(', ')})` : '';
      const why = known ? `is not one of the game's ${label}${list}` : 'is not a name the site can keep';
      this.refusals.add(path, count, `${label} ${quoted(name)} ${why}`);
      return false;
    }
    if (!this.refusals.count(path, count, each, `${label} ${quoted(name)}`)) return false;
    if (!this.kept.has(name) && this.kept.size >= kinds) {
      this.refusals.add(path, count, `${label} ${quoted(name)} would be more kinds than the game's ${kinds}`);
      return false;
    }
    if (this.total + count > total) {
      this.refusals.add(
        path,
        count,
        `${label} ${quoted(name)} would make more than ${formatLimit(total)} in all`,
      );
      return false;
    }
    this.kept.set(name, (this.kept.get(name) ?? 0) + count);
    this.total += count;
    return true;
  }
}

type Nested = Record<string, Record<string, number>>;

/** A two-level count map (`type → variant/level → count`) without its refused entries. */
function screenNested(
  source: Nested,
  list: CountList,
  section: string,
  nameOf: (outer: string, inner: string) => string,
): Nested {
  const kept: Nested = {};
  for (const [outer, inner] of Object.entries(source)) {
    const counts: Record<string, number> = {};
    for (const [key, count] of Object.entries(inner)) {
      if (list.take(['rewards', section, outer, key], nameOf(outer, key), count)) counts[key] = count;
    }
    kept[outer] = counts;
  }
  return kept;
}

function screenRewards(
  refusals: Refusals,
  rewards: ToonLinkRewards | null | undefined,
): ToonLinkRewards | null | undefined {
  if (!rewards) return rewards;
  const next: ToonLinkRewards = { ...rewards };
  if (rewards.sos) {
    const list = new CountList(refusals, {
      label: 'SOS card',
      kinds: SOS_TOON_KINDS,
      each: MAX_SOS_CARDS,
      total: MAX_SOS_CARDS,
    });
    list.announce(
      ['rewards', 'sos'],
      Object.keys(rewards.sos).map((name) => name.trim()),
    );
    next.sos = Object.fromEntries(
      Object.entries(rewards.sos).filter(([name, count]) =>
        list.take(['rewards', 'sos', name], name.trim(), count),
      ),
    );
  }
  if (rewards.unites) {
    const list = new CountList(refusals, {
      label: 'unite',
      kinds: UNITE_KINDS,
      each: MAX_UNITES_OF_A_KIND,
      total: UNITE_KINDS * MAX_UNITES_OF_A_KIND,
    });
    const variants = Object.values(rewards.unites).flatMap((variant) => Object.keys(variant));
    list.announce(
      ['rewards', 'unites'],
      variants.map((variant) => variant.trim()),
    );
    next.unites = screenNested(rewards.unites, list, 'unites', (_type, variant) => variant.trim());
  }
  if (rewards.remotes) {
    const known = REWARD_LIST_RULES.remotes.known?.names ?? [];
    const list = new CountList(refusals, {
      label: 'remote',
      kinds: known.length,
      each: MAX_REMOTES,
      total: MAX_REMOTES,
      known,
    });
    next.remotes = screenNested(
      rewards.remotes,
      list,
      'remotes',
      (type, level) => `${type.trim()} ${level.trim()}`,
    );
  }
  if (rewards.summons) {
    next.summons = Object.fromEntries(
      Object.entries(rewards.summons).filter(([cogId, summon]) => {
        const name = (summon.name ?? cogId).trim();
        if (isKnownRewardName(REWARD_LIST_RULES.summons, name)) return true;
        refusals.add(
          ['rewards', 'summons', cogId, 'name'],
          name,
          `summons for ${quoted(name)}: not one of the game's ${SUMMONS_COGS.length} Cogs`,
        );
        return false;
      }),
    );
  }
  if (rewards.pinkslips !== null && rewards.pinkslips !== undefined) {
    if (
      !refusals.count(['rewards', 'pinkslips'], rewards.pinkslips, MAX_PINK_SLIPS, 'the count of pink slips')
    ) {
      next.pinkslips = null;
    }
  }
  return next;
}

function screenToon(refusals: Refusals, toon: ToonLinkData['toon']): ToonLinkData['toon'] {
  const style = toon?.style;
  if (!toon || typeof style !== 'string' || RENDITION_DNA_PATTERN.test(style.trim())) return toon;
  refusals.add(
    ['toon', 'style'],
    style,
    "the Toon's style is not the hexadecimal DNA the site draws Toons from",
  );
  return { ...toon, style: null };
}

/**
 * The game's read with each value the site cannot keep taken out, and why. Pure; the parts of the
 * read the site does not save (laff, location, tasks...) pass through untouched.
 */
export function screenGameRead(data: ToonLinkData): ScreenedRead {
  const refusals = new Refusals();
  const screened: ToonLinkData = { ...data };
  if (data.toon) screened.toon = screenToon(refusals, data.toon);
  if (data.fish) screened.fish = screenFish(refusals, data.fish);
  if (data.golf) screened.golf = screenStats(refusals, 'golf', data.golf);
  if (data.racing) screened.racing = screenStats(refusals, 'racing', data.racing);
  if (data.rewards) screened.rewards = screenRewards(refusals, data.rewards);
  // Then the values that contradict the rest of the read (a rod and its fish...: issue 31).
  const consistent = screenReadConsistency(screened);
  for (const refusal of consistent.refusals) refusals.add(refusal.path, refusal.value, refusal.rule);
  return { data: consistent.data, refusals: refusals.list };
}
