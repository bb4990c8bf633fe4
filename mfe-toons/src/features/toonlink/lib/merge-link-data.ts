import {
  type FishKey,
  type FishMap,
  type LinkedToonUpdate,
  LinkedToonUpdateSchema,
  MAX_FISH_WEIGHT_OZ,
  RenditionDnaSchema,
  type StatMap,
  type Toon,
  type ToonLinkData,
  ToonNameSchema,
  type ToonVerification,
  ToonVerificationSchema,
  toonLinkFishWeights,
  verifiedStatKey,
} from 'shared-contracts/domain';
import { GOLF_TROPHIES, RACING_TROPHIES, type TrophyTrack } from 'trinket-game/data';
import {
  type GameValueRefusal,
  sameJson as jsonEqual,
  rewardStats,
  rodFromGameName,
  screenGameRead,
  toonFieldIssues,
  verificationIssues,
} from 'trinket-game/rules';
import { clampCount } from '../../../lib/toons';
import { rewardsFromGame } from './game-rewards';
import { gameToonId } from './link-event';

export type StatCategory = 'golf' | 'racing';

/** A trophy the toon earned with this event. */
export interface EarnedTrophy {
  category: StatCategory;
  stat: string;
  /** The statistic's value that earns it. */
  threshold: number;
}

/** What an event changed, for the page to show. */
export interface LinkChanges {
  /** Species caught for the first time. */
  newFish: FishKey[];
  /** Species with a heavier record than before. */
  heavierFish: FishKey[];
  newTrophies: EarnedTrophy[];
}

export interface LinkMerge {
  toonId: string;
  /** The game toon's name when it is a valid toon name (for a toon created by this link). */
  name: string | null;
  /** Editable fields that change, or null when none do. */
  update: LinkedToonUpdate | null;
  /** The values read from the game for the verified-stat rule. */
  report: ToonVerification;
  changes: LinkChanges;
  /** The game's values left out of the save, and why (shared-contracts' game-read screen). */
  refusals: GameValueRefusal[];
}

export type LinkMergeResult = { ok: true; merge: LinkMerge } | { ok: false; reason: string };

/** The fields an event can change; a toon created by the link starts from empty ones. */
export type LinkBase = Pick<Toon, 'rod' | 'fish' | 'golf' | 'racing' | 'rewards' | 'rendition'>;

export const EMPTY_LINK_BASE: LinkBase = Object.freeze({
  rod: 'Twig',
  fish: {},
  golf: {},
  racing: {},
  rewards: { sos: {}, unites: {}, summons: {}, pinkSlips: 0, remotes: {} },
  rendition: null,
});

const TRACKS: Record<StatCategory, readonly TrophyTrack[]> = { golf: GOLF_TROPHIES, racing: RACING_TROPHIES };

function mergeFish(current: FishMap, weights: Record<FishKey, number>, now: string) {
  const fish: FishMap = { ...current };
  const newFish: FishKey[] = [];
  const heavierFish: FishKey[] = [];
  for (const [key, reported] of Object.entries(weights)) {
    const weight = Math.min(MAX_FISH_WEIGHT_OZ, reported);
    const record = Object.hasOwn(current, key) ? current[key] : undefined;
    if (!record) {
      fish[key] = { weight, caughtAt: now };
      newFish.push(key);
    } else if (weight > record.weight) {
      fish[key] = { ...record, weight };
      heavierFish.push(key);
    }
  }
  return { fish, newFish, heavierFish };
}

/** Statistics the game reports for known trophy tracks, as whole counts. */
function reportedStats(category: StatCategory, stats: ToonLinkData['golf']): StatMap {
  const known = new Set(TRACKS[category].map((track) => track.stat));
  const reported: StatMap = {};
  for (const stat of stats ?? []) {
    if (typeof stat.name !== 'string' || !known.has(stat.name) || typeof stat.num !== 'number') continue;
    reported[stat.name] = clampCount(stat.num);
  }
  return reported;
}

/** Statistics only go up: a game value lower than the site's (typed in by hand) keeps the site's. */
function mergeStats(category: StatCategory, current: StatMap, reported: StatMap) {
  const stats: StatMap = { ...current };
  const newTrophies: EarnedTrophy[] = [];
  for (const track of TRACKS[category]) {
    if (!Object.hasOwn(reported, track.stat)) continue;
    const before = Object.hasOwn(current, track.stat) ? (current[track.stat] ?? 0) : 0;
    const after = Math.max(before, reported[track.stat] ?? 0);
    if (after === before && Object.hasOwn(current, track.stat)) continue;
    stats[track.stat] = after;
    for (const threshold of track.thresholds) {
      if (before < threshold && threshold <= after)
        newTrophies.push({ category, stat: track.stat, threshold });
    }
  }
  return { stats, newTrophies };
}

/** The site's rod for the game's rod name ("Gold" or "Gold Rod"), or null when it names none. */
export const rodFromGame = rodFromGameName;

function prefixed(category: 'golf' | 'racing' | 'rewards', stats: Record<string, number>) {
  return Object.fromEntries(
    Object.entries(stats).map(([stat, value]) => [verifiedStatKey(category, stat), value]),
  );
}

interface GameFields {
  update: LinkedToonUpdate;
  changes: LinkChanges;
  weights: Record<FishKey, number>;
  golfReported: StatMap;
  racingReported: StatMap;
  rewards: LinkBase['rewards'];
}

/** The player's fields an event changes, whether or not the toon can be verified. */
function mergeGameFields(base: LinkBase, data: ToonLinkData, now: string): GameFields {
  const update: LinkedToonUpdate = {};
  const weights = toonLinkFishWeights(data.fish);
  const fish = mergeFish(base.fish, weights, now);
  if (fish.newFish.length > 0 || fish.heavierFish.length > 0) update.fish = fish.fish;

  const rod = rodFromGameName(data.fish?.rod?.name);
  if (rod && rod !== base.rod) update.rod = rod;

  const golfReported = reportedStats('golf', data.golf);
  const racingReported = reportedStats('racing', data.racing);
  const golf = mergeStats('golf', base.golf, golfReported);
  const racing = mergeStats('racing', base.racing, racingReported);
  if (!jsonEqual(golf.stats, base.golf)) update.golf = golf.stats;
  if (!jsonEqual(racing.stats, base.racing)) update.racing = racing.stats;

  const rewards = data.rewards ? rewardsFromGame(base.rewards, data.rewards) : base.rewards;
  if (!jsonEqual(rewards, base.rewards)) update.rewards = rewards;

  const style = RenditionDnaSchema.safeParse(data.toon?.style);
  if (style.success && style.data !== base.rendition) update.rendition = style.data;

  return {
    update,
    weights,
    golfReported,
    racingReported,
    rewards,
    changes: {
      newFish: fish.newFish,
      heavierFish: fish.heavierFish,
      newTrophies: [...golf.newTrophies, ...racing.newTrophies],
    },
  };
}

/** True when the update holds something, all of it storable by the game's limits. */
function storable(update: LinkedToonUpdate): boolean {
  return LinkedToonUpdateSchema.safeParse(update).success && toonFieldIssues(update).length === 0;
}

/**
 * One ToonLink `all` event merged into the toon it belongs to (`base`: the toon, or
 * {@link EMPTY_LINK_BASE} for a new one). The event is screened first: each value the game's rules
 * refuse is left out (never saved, never reported for verification, so never ranked) and listed in
 * `refusals`; every other value is merged. Fish records and golf/racing statistics only go up;
 * rewards follow the game (they are spent); the raw values go to the verified-stat rule in
 * `report`. Pure: `now` is the time of the event. Merging the same event twice gives no update.
 * Refuses (ok false) an event without a usable toon id (see {@link mergeUnverifiedLinkData}), or
 * one whose kept values still could not be stored (a toon over the size cap).
 */
export function mergeLinkData(base: LinkBase, read: ToonLinkData, now: string): LinkMergeResult {
  const toonId = gameToonId(read);
  if (toonId === null) return { ok: false, reason: 'The event names no game toon.' };
  const { data, refusals } = screenGameRead(read);

  const fields = mergeGameFields(base, data, now);
  const { update } = fields;
  const stats = {
    ...prefixed('golf', fields.golfReported),
    ...prefixed('racing', fields.racingReported),
    ...(data.rewards ? prefixed('rewards', rewardStats(fields.rewards)) : {}),
  };
  const report = ToonVerificationSchema.safeParse({ toonId, fish: fields.weights, stats });
  if (!report.success || verificationIssues(report.data).length > 0) {
    return { ok: false, reason: 'The event holds values the site cannot verify.' };
  }

  const hasUpdate = Object.keys(update).length > 0;
  if (hasUpdate && !storable(update)) {
    return { ok: false, reason: 'The event holds values the site cannot store.' };
  }
  const name = ToonNameSchema.safeParse(data.toon?.name);
  return {
    ok: true,
    merge: {
      toonId,
      name: name.success ? name.data : null,
      update: hasUpdate ? update : null,
      report: report.data,
      changes: fields.changes,
      refusals,
    },
  };
}

/** Why a toon linked without a game toon id is not verified (shown on the page). */
export const UNVERIFIED_LINK_REASON =
  'Not verified: the game sent no Toon id, so this Toon is matched by its name and what the game reads is saved as your own entries, not as verified records.';

/** An event for a game toon without an id, merged into the player's toon of the same name. */
export interface UnverifiedLinkMerge {
  /** The game toon's name: the toon is found, or created, by it. */
  name: string;
  /** Editable fields that change, or null when none do. */
  update: LinkedToonUpdate | null;
  changes: LinkChanges;
  /** The game's values left out of the save, and why. */
  refusals: GameValueRefusal[];
}

export type UnverifiedLinkMergeResult =
  | { ok: true; merge: UnverifiedLinkMerge }
  | { ok: false; reason: string };

/**
 * An event whose toon has no usable id (the game's own doc lists none): the same fields follow the
 * game as for a verified link (screened the same way), fish records and statistics only going up,
 * but nothing is reported for verification, and the toon is matched by its name. Refuses an event
 * without a valid toon name, or one whose kept values still could not be stored.
 */
export function mergeUnverifiedLinkData(
  base: LinkBase,
  read: ToonLinkData,
  now: string,
): UnverifiedLinkMergeResult {
  const name = ToonNameSchema.safeParse(read.toon?.name);
  if (!name.success)
    return { ok: false, reason: 'The event names no game toon: no toon id and no toon name.' };
  const { data, refusals } = screenGameRead(read);
  const fields = mergeGameFields(base, data, now);
  const hasUpdate = Object.keys(fields.update).length > 0;
  if (hasUpdate && !storable(fields.update)) {
    return { ok: false, reason: 'The event holds values the site cannot store.' };
  }
  return {
    ok: true,
    merge: {
      name: name.data,
      update: hasUpdate ? fields.update : null,
      changes: fields.changes,
      refusals,
    },
  };
}
