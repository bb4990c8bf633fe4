// Random toons outside the game's limits are always refused; random toons inside them never are.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FISH_SPECIES } from '../../data/fish.js';
import { FISHING_LOCATIONS } from '../../data/locations.js';
import {
  MAX_GOLF_STAT,
  MAX_PINK_SLIPS,
  MAX_RACING_STAT,
  MAX_SOS_CARDS,
  MAX_UNITES_OF_A_KIND,
  REMOTE_NAMES,
  SOS_TOON_KINDS,
  SUMMONS_COGS,
} from '../../data/toon-limits.js';
import { GOLF_TROPHIES, RACING_TROPHIES } from '../../data/trophies.js';
import { testToonDocument } from './testing.js';
import { storedToonIssues, toonFieldIssues, verificationIssues } from './toon-rules.js';

const species = fc.constantFrom(...FISH_SPECIES);
const validFish = fc
  .dictionary(
    species.map((s) => s.key),
    fc.constant(null),
    { maxKeys: 10 },
  )
  .chain((keys) =>
    fc.record(
      Object.fromEntries(
        Object.keys(keys).map((key) => {
          const s = FISH_SPECIES.find((candidate) => candidate.key === key);
          const weight = fc.integer({ min: (s?.minWeightLb ?? 0) * 16, max: (s?.maxWeightLb ?? 0) * 16 });
          return [key, fc.record({ weight })];
        }),
      ),
    ),
  );
const statsOf = (names: string[], max: number) =>
  fc.dictionary(fc.constantFrom(...names), fc.integer({ min: 0, max }), { maxKeys: names.length });

/** A toon the game could have produced. */
const validFields = fc.record({
  fish: validFish,
  golf: statsOf(
    GOLF_TROPHIES.map((track) => track.stat),
    MAX_GOLF_STAT,
  ),
  racing: statsOf(
    RACING_TROPHIES.map((track) => track.stat),
    MAX_RACING_STAT,
  ),
  buckets: statsOf([...FISHING_LOCATIONS], 1000),
  rewards: fc.record({
    sos: fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 100 }), {
      maxKeys: 5,
    }),
    unites: fc.dictionary(
      fc.string({ minLength: 1, maxLength: 8 }),
      fc.integer({ min: 0, max: MAX_UNITES_OF_A_KIND }),
      {
        maxKeys: 5,
      },
    ),
    summons: fc.dictionary(
      fc.constantFrom(...SUMMONS_COGS),
      fc.record({ single: fc.boolean(), building: fc.boolean(), invasion: fc.boolean() }),
    ),
    pinkSlips: fc.integer({ min: 0, max: MAX_PINK_SLIPS }),
    remotes: statsOf([...REMOTE_NAMES], 100),
  }),
});
type Fields = typeof validFields extends fc.Arbitrary<infer T> ? T : never;

const tooBig = (max: number) =>
  fc.oneof(fc.integer({ min: max + 1, max: 2 ** 31 }), fc.constant(1.7976931348623157e308));
const inventedKey = fc
  .string({ minLength: 1, maxLength: 20 })
  .filter((key) => !/^\d+-\d+$/.test(key) || !FISH_SPECIES.some((s) => s.key === key));

/** One way to break the game's limits, applied to an otherwise valid toon. */
const breakage: fc.Arbitrary<(fields: Fields) => Fields> = fc.oneof(
  inventedKey.map((key) => (f: Fields) => ({ ...f, fish: { ...f.fish, [key]: { weight: 16 } } })),
  fc
    .tuple(species, fc.oneof(fc.integer({ min: 0, max: 15 }), tooBig(20 * 16)))
    .map(([s, weight]) => (f: Fields) => ({
      ...f,
      fish: {
        ...f.fish,
        [s.key]: { weight: weight < s.minWeightLb * 16 || weight > s.maxWeightLb * 16 ? weight : 0 },
      },
    })),
  fc
    .tuple(fc.constantFrom(...GOLF_TROPHIES.map((t) => t.stat)), tooBig(MAX_GOLF_STAT))
    .map(([stat, value]) => (f: Fields) => ({ ...f, golf: { ...f.golf, [stat]: value } })),
  fc
    .tuple(fc.constantFrom(...RACING_TROPHIES.map((t) => t.stat)), tooBig(MAX_RACING_STAT))
    .map(([stat, value]) => (f: Fields) => ({ ...f, racing: { ...f.racing, [stat]: value } })),
  fc
    .string({ minLength: 1 })
    .filter((name) => !GOLF_TROPHIES.some((t) => t.stat === name))
    .map((name) => (f: Fields) => ({ ...f, golf: { ...f.golf, [name]: 1 } })),
  fc
    .string({ minLength: 1 })
    .filter((pond) => !FISHING_LOCATIONS.includes(pond))
    .map((pond) => (f: Fields) => ({ ...f, buckets: { ...f.buckets, [pond]: 1 } })),
  tooBig(MAX_PINK_SLIPS).map((pinkSlips) => (f: Fields) => ({ ...f, rewards: { ...f.rewards, pinkSlips } })),
  tooBig(MAX_SOS_CARDS).map((count) => (f: Fields) => ({
    ...f,
    rewards: { ...f.rewards, sos: { ...f.rewards.sos, 'One More': count } },
  })),
  fc.integer({ min: SOS_TOON_KINDS + 1, max: SOS_TOON_KINDS * 3 }).map((kinds) => (f: Fields) => ({
    ...f,
    rewards: {
      ...f.rewards,
      sos: Object.fromEntries(Array.from({ length: kinds }, (_, index) => [`SOS toon ${index}`, 1])),
    },
  })),
  fc
    .string({ minLength: 1 })
    .filter((remote) => !REMOTE_NAMES.includes(remote))
    .map((remote) => (f: Fields) => ({
      ...f,
      rewards: { ...f.rewards, remotes: { ...f.rewards.remotes, [remote]: 1 } },
    })),
  tooBig(MAX_UNITES_OF_A_KIND).map((count) => (f: Fields) => ({
    ...f,
    rewards: { ...f.rewards, unites: { 'Gag-Up Throw': count } },
  })),
  fc
    .string({ minLength: 1 })
    .filter((cog) => !SUMMONS_COGS.includes(cog))
    .map((cog) => (f: Fields) => ({
      ...f,
      rewards: {
        ...f.rewards,
        summons: { ...f.rewards.summons, [cog]: { single: true, building: false, invasion: false } },
      },
    })),
);

describe('the toon rules, on random toons', () => {
  it('accept every toon the game could produce', () => {
    fc.assert(
      fc.property(validFields, (fields) => {
        expect(toonFieldIssues(fields)).toEqual([]);
        expect(storedToonIssues(testToonDocument(fields))).toEqual([]);
      }),
    );
  });

  it('refuse every toon outside the game limits, as a request and as a stored toon', () => {
    fc.assert(
      fc.property(validFields, breakage, (fields, breakIt) => {
        const broken = breakIt(fields);
        expect(toonFieldIssues(broken).length).toBeGreaterThan(0);
        expect(storedToonIssues(testToonDocument(broken)).length).toBeGreaterThan(0);
      }),
    );
  });

  it('refuse verified values outside the game limits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ...GOLF_TROPHIES.map((t) => [`golf:${t.stat}`, MAX_GOLF_STAT] as const),
          ...RACING_TROPHIES.map((t) => [`racing:${t.stat}`, MAX_RACING_STAT] as const),
          ['rewards:Pink slips', MAX_PINK_SLIPS] as const,
        ),
        fc.oneof(fc.integer({ min: 1, max: 2 ** 31 }), fc.constant(1.7976931348623157e308)),
        ([key, max], over) => {
          const value = max + over;
          expect(verificationIssues({ stats: { [key]: value } })).toHaveLength(1);
          expect(verificationIssues({ stats: { [key]: max } })).toEqual([]);
        },
      ),
    );
  });
});
