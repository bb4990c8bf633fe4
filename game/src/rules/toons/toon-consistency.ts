// Rules between a toon's values (issue 31): each number can be possible on its own while the toon
// is not (a Twig rod holding a 20 lb fish, courses under par without a course completed). Two kinds:
// - Consistency rules follow from the game's own data or from what a statistic means: the api
//   refuses a write that breaks one (400 naming it), the pages check them before saving, a ToonLink
//   read leaves the offending value out (toon-consistency-screen.ts), and a stored toon breaking one
//   is not ranked.
// - Ranking caps come only from the original game's source, which Toontown Rewritten does not
//   document (issue 30: a real toon has counts past the original's): a toon past one is saved as
//   the game sent it, but never ranked in Top Toons nor shown there as verified.
// Sources: the open Toontown source, Toontown Online decompiled (github.com/open-toontown/
// open-toontown, commit a5ecbb8b), and the site's game data (rods.ts, trophies.ts) with theirs.
import type { FishMap, Rewards, Rod, StatMap, ToonDocument, VerifiedStatMap } from 'shared-contracts/domain';
import { FISH_BY_KEY } from '../../data/fish.js';
import { RODS } from '../../data/rods.js';
import { formatWeight, OUNCES_PER_POUND } from '../../data/weight.js';
import { formatLimit, joinPath, type RuleIssue, RuleIssues } from './rule-issues.js';

/**
 * How far after the api's clock a date sent by a client may be: a phone or computer whose clock
 * runs a few minutes fast is common, one running ten minutes fast is not; 2099 is refused.
 */
export const MAX_CLOCK_SKEW_MS = 10 * 60 * 1000;

/** One statistic may be at most the sum of others (`at most` ≤ Σ `of`), and why the game says so. */
export interface StatRelation {
  /** The statistics whose sum is bounded ("Courses Under Par"). */
  sum: readonly string[];
  /** The statistics whose sum bounds it ("Courses Completed"). */
  bound: readonly string[];
  /** The rule in words, for the player and the api's answer. */
  words: string;
}

/**
 * Golf. The game counts golf in toontown/golf/DistributedGolfCourseAI.py: when a course ends,
 * `updateHistoryForCourseComplete` adds one Courses Completed to every Toon still playing and,
 * inside that same step, one Courses Under Par when the Toon's score was under the course's par,
 * one Multiplayer Courses Completed when more than one Toon finished, and one win of that course to
 * the Toon ranked first among them. When a ball drops, `updateHistoryForBallIn` adds one Eagle Or
 * Better when strokes - par <= -2, one Birdie Or Better when <= -1 and one Par Or Better when
 * <= 0 (so every eagle is a birdie and every birdie a par or better), and one Hole In One when it
 * took one stroke, which is a birdie or better since every hole's par is 2 or more
 * (toontown/golf/GolfGlobals.py, `HoleInfo`). A statistic the game did not send counts as 0.
 */
export const GOLF_RELATIONS: readonly StatRelation[] = [
  {
    sum: ['Courses Under Par'],
    bound: ['Courses Completed'],
    words: 'a course under par is a course completed',
  },
  {
    sum: ['Multiplayer Courses Completed'],
    bound: ['Courses Completed'],
    words: 'a multiplayer course completed is a course completed',
  },
  {
    sum: ['Walk In The Par Wins', 'Hole Some Fun Wins', 'The Hole Kit And Caboodle Wins'],
    bound: ['Multiplayer Courses Completed'],
    words: 'a course is won against other Toons, in a multiplayer course completed',
  },
  {
    sum: ['Eagle Or Better Shots'],
    bound: ['Birdie Or Better Shots'],
    words: 'an eagle or better is a birdie or better',
  },
  {
    sum: ['Birdie Or Better Shots'],
    bound: ['Par Or Better Shots'],
    words: 'a birdie or better is a par or better',
  },
  {
    sum: ['Hole In One Shots'],
    bound: ['Birdie Or Better Shots'],
    words: "a hole in one is a birdie or better (every hole's par is 2 or more)",
  },
];

/**
 * Racing. The game has three kinds of track (speedway, rural, urban: toontown/racing/
 * RaceGlobals.py `WinsList`, `QualsList`), and `RaceManagerAI.checkForRaceTrophies` counts the
 * total wins and total qualifying races as the sums of those of each kind: a total is never less.
 * Its tracks are `RaceGlobals.TrackDict`'s twelve (six, each run both ways; the site's "Unique race
 * tracks completed" trophy, race_trophies.json, is at 12 too).
 */
export const RACING_RELATIONS: readonly StatRelation[] = [
  {
    sum: ['Speedway Wins', 'Rural Wins', 'Urban Wins'],
    bound: ['Total Wins'],
    words: 'total wins count every win on a speedway, rural or urban track',
  },
  {
    sum: ['Speedway Qualify Count', 'Rural Qualify Count', 'Urban Qualify Count'],
    bound: ['Total Qualify Count'],
    words: 'the total qualify count counts every qualifying race on a speedway, rural or urban track',
  },
];

/** The game's race tracks: RaceGlobals.TrackDict (six tracks, each both ways). */
export const RACE_TRACKS = 12;

/**
 * Ranking caps from the original game only (toontown/toon/DistributedToonAI.py): `addPinkSlips`
 * keeps at most 255 pink slips, and `attemptAddNPCFriend` at most `maxCallsPerNPC` = 100 calls of
 * one SOS toon. Toontown Rewritten documents neither, so a toon past them is kept, not ranked.
 * Unites (`addResistanceMessage`) and remotes (Toontown Rewritten's own) have no cap in any source.
 */
export const ORIGINAL_MAX_PINK_SLIPS = 255;
export const ORIGINAL_MAX_CALLS_PER_SOS_TOON = 100;

/** The parts of a toon the consistency rules read. */
export type ConsistencyFields = Partial<Pick<ToonDocument, 'rod' | 'fish' | 'fish2' | 'golf' | 'racing'>> & {
  verified?: VerifiedStatMap;
};

const statValue = (stats: StatMap, name: string): number =>
  Object.hasOwn(stats, name) ? (stats[name] ?? 0) : 0;

/** The relations a stat map breaks, each named at the bounded statistic (or the first of them). */
export function brokenRelations(
  stats: StatMap,
  relations: readonly StatRelation[],
): { relation: StatRelation; sum: number; bound: number }[] {
  const broken = [];
  for (const relation of relations) {
    const sum = relation.sum.reduce((total, name) => total + statValue(stats, name), 0);
    const bound = relation.bound.reduce((total, name) => total + statValue(stats, name), 0);
    if (sum > bound) broken.push({ relation, sum, bound });
  }
  return broken;
}

export function relationMessage(relation: StatRelation, sum: number, bound: number): string {
  const names = (list: readonly string[]) => list.join(' + ');
  return `${names(relation.sum)} (${formatLimit(sum)}) cannot be more than ${names(relation.bound)} (${formatLimit(bound)}): ${relation.words}`;
}

function checkRelations(
  issues: RuleIssues,
  path: string,
  stats: StatMap,
  relations: readonly StatRelation[],
): void {
  for (const { relation, sum, bound } of brokenRelations(stats, relations)) {
    const [first = ''] = relation.sum;
    issues.add(joinPath(path, first), relationMessage(relation, sum, bound));
  }
}

/** The heaviest catch a rod can land, in ounces (rods.ts: fish.json's `weight_max`). */
export function rodMaxWeightOz(rod: Rod): number {
  return RODS[rod].maxWeightLb * OUNCES_PER_POUND;
}

/**
 * The words for a catch heavier than the rod lands. The game rolls every catch's weight within the
 * rod's limit (toontown/fishing/FishGlobals.py `getRandomWeight` with the rod's `RodDict` range),
 * and a Toon only ever buys a better rod (toontown/catalog/CatalogPoleItem.py: the catalog offers
 * the rod after the Toon's own, and a rod at or below it is never sold), so the album's heaviest
 * fish is within the rod the Toon holds.
 */
export function rodWeightMessage(rod: Rod, key: string, weight: number): string | null {
  const max = rodMaxWeightOz(rod);
  if (weight <= max) return null;
  const name = FISH_BY_KEY.get(key)?.name ?? `fish ${key}`;
  return `A ${rod} rod lands fish of at most ${formatWeight(max)}; this ${name} weighs ${formatWeight(weight)}`;
}

function checkRod(
  issues: RuleIssues,
  rod: Rod,
  fish: FishMap | undefined,
  fish2: VerifiedStatMap | undefined,
) {
  for (const [key, entry] of Object.entries(fish ?? {})) {
    const message = rodWeightMessage(rod, key, entry.weight);
    if (message) issues.add(joinPath('fish', key), message);
  }
  for (const [key, stat] of Object.entries(fish2 ?? {})) {
    const message = rodWeightMessage(rod, key, stat.value);
    if (message) issues.add(joinPath('fish2', key), message);
  }
}

/** The words for a date after `now` (ISO times), or null when it is not. */
export function futureDateMessage(date: string, now: string): string | null {
  const at = Date.parse(date);
  const limit = Date.parse(now) + MAX_CLOCK_SKEW_MS;
  if (!(at > limit)) return null;
  return `A date cannot be in the future (${date.slice(0, 10)}); a device's clock may be ${MAX_CLOCK_SKEW_MS / 60_000} minutes fast at most`;
}

function checkDates(issues: RuleIssues, fish: FishMap | undefined, now: string): void {
  for (const [key, entry] of Object.entries(fish ?? {})) {
    if (entry.caughtAt === undefined) continue;
    const message = futureDateMessage(entry.caughtAt, now);
    if (message) issues.add(joinPath('fish', key, 'caughtAt'), message);
  }
}

/** The verified golf or racing values as a stat map ("golf:Courses Completed" → "Courses Completed"). */
function verifiedStats(verified: VerifiedStatMap, category: 'golf' | 'racing'): StatMap {
  const prefix = `${category}:`;
  return Object.fromEntries(
    Object.entries(verified)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, stat]) => [key.slice(prefix.length), stat.value]),
  );
}

/**
 * What a toon breaks among the consistency rules, with `now` the time of the write (the api's
 * clock; a stored toon's `lastEditedAt`). Only the fields given are read: a rod with no fish checks
 * nothing, so a caller passes the toon as it would be stored.
 */
export function toonConsistencyIssues(toon: ConsistencyFields, now: string): RuleIssue[] {
  const issues = new RuleIssues();
  if (toon.rod) checkRod(issues, toon.rod, toon.fish, toon.fish2);
  checkDates(issues, toon.fish, now);
  if (toon.golf) checkRelations(issues, 'golf', toon.golf, GOLF_RELATIONS);
  if (toon.racing) checkRelations(issues, 'racing', toon.racing, RACING_RELATIONS);
  const unique = toon.racing?.['Unique race tracks completed'];
  if (unique !== undefined && unique > RACE_TRACKS) {
    issues.add(
      'racing.Unique race tracks completed',
      `The game has ${RACE_TRACKS} race tracks (six, each run both ways)`,
    );
  }
  if (toon.verified) {
    checkRelations(issues, 'verified.golf', verifiedStats(toon.verified, 'golf'), GOLF_RELATIONS);
    checkRelations(issues, 'verified.racing', verifiedStats(toon.verified, 'racing'), RACING_RELATIONS);
  }
  return issues.list;
}

/** What keeps a saved toon out of Top Toons although it is kept: the original game's caps. */
export function rankingCapIssues(rewards: Pick<Rewards, 'sos' | 'pinkSlips'>): RuleIssue[] {
  const issues = new RuleIssues();
  if (rewards.pinkSlips > ORIGINAL_MAX_PINK_SLIPS) {
    issues.add(
      'rewards.pinkSlips',
      `Not ranked: the original game keeps at most ${ORIGINAL_MAX_PINK_SLIPS} pink slips`,
    );
  }
  for (const [name, count] of Object.entries(rewards.sos)) {
    if (count > ORIGINAL_MAX_CALLS_PER_SOS_TOON) {
      issues.add(
        joinPath('rewards.sos', name),
        `Not ranked: the original game keeps at most ${ORIGINAL_MAX_CALLS_PER_SOS_TOON} cards of one SOS Toon`,
      );
    }
  }
  return issues.list;
}

/** Every rule between a stored toon's values it breaks, dated by its last edit. */
export function storedToonConsistencyIssues(document: ToonDocument): RuleIssue[] {
  return [...toonConsistencyIssues(document, document.lastEditedAt), ...rankingCapIssues(document.rewards)];
}

/**
 * What a change breaks: the issues of `next` (dated `now`) at places `before` did not already
 * break, so a toon stored before a rule existed stays editable (it is kept out of Top Toons until
 * it follows the rules). The api refuses these; the pages refuse them before saving.
 */
export function changeConsistencyIssues(
  before: (ConsistencyFields & { lastEditedAt: string }) | null | undefined,
  next: ConsistencyFields,
  now: string,
): RuleIssue[] {
  const broken = new Set(
    before ? toonConsistencyIssues(before, before.lastEditedAt).map((issue) => issue.path) : [],
  );
  return toonConsistencyIssues(next, now).filter((issue) => !broken.has(issue.path));
}
