import { describe, expect, it } from 'vitest';
import { FISH_SPECIES } from '../../data/fish.js';
import { GOLF_TROPHIES, RACING_TROPHIES } from '../../data/trophies.js';
import { testToonDocument } from './testing.js';
import { firstRuleBreach, storedToonIssues, toonFieldIssues, verificationIssues } from './toon-rules.js';

const paths = (issues: { path: string }[]) => issues.map((issue) => issue.path);
const verifiedStat = (value: number) => ({
  firstVerifiedAt: '2025-01-01T00:00:00.000Z',
  verifiedAt: '2025-01-01T00:00:00.000Z',
  originalValue: value,
  value,
});

describe('toonFieldIssues', () => {
  it('accepts what the game can produce', () => {
    expect(
      toonFieldIssues({
        // Balloon Fish: 1 to 3 lb.
        fish: { '0-0': { weight: 16 }, '2-0': { weight: 6 * 16 } },
        golf: { 'Courses Completed': 65_535 },
        // Above the original game's uint8 (issue 30): Toontown Rewritten documents no such cap.
        racing: { 'Total Wins': 300 },
        buckets: { Estate: 3, 'Loopy Lane': 1 },
        rewards: {
          sos: { Flippy: 2 },
          unites: { 'Gag-Up Throw': 40_000 },
          summons: { Flunky: { single: true, building: false, invasion: false } },
          pinkSlips: 1_000,
          remotes: { 'Damage Remote 1': 3 },
        },
      }),
    ).toEqual([]);
  });

  it('refuses invented species and weights outside a species range, naming the field', () => {
    const issues = toonFieldIssues({ fish: { '9000-9999': { weight: 16 }, '0-0': { weight: 64_000 } } });
    expect(issues).toEqual([
      { path: 'fish.9000-9999', message: "Not one of the game's 70 fish species" },
      { path: 'fish.0-0', message: 'A Balloon Fish weighs from 16 to 48 oz' },
    ]);
  });

  it('refuses too light a fish and unknown golf, racing and pond names', () => {
    expect(
      paths(
        toonFieldIssues({
          fish: { '0-0': { weight: 15 } },
          golf: { 'Not A Trophy Stat': 1 },
          racing: { 'Total Wins': 1_000_001 },
          buckets: { Atlantis: 1 },
        }),
      ),
    ).toEqual(['fish.0-0', 'golf.Not A Trophy Stat', 'racing.Total Wins', 'buckets.Atlantis']);
  });

  it('bounds every reward by what the game holds', () => {
    const issues = toonFieldIssues({
      rewards: {
        sos: { A: 600_000, B: 600_000 },
        unites: { X: 1_000_001 },
        summons: { 'Cog Of My Own': { single: true, building: true, invasion: true } },
        pinkSlips: 601_000_000,
        remotes: {},
      },
    });
    expect(issues).toEqual([
      { path: 'rewards.sos', message: 'At most 1,000,000 in all' },
      { path: 'rewards.unites.X', message: 'Must be a whole number from 0 to 1,000,000' },
      { path: 'rewards.summons.Cog Of My Own', message: "Not one of the game's 32 Cogs" },
      { path: 'rewards.pinkSlips', message: 'Must be a whole number from 0 to 1,000,000' },
    ]);
  });

  it('takes only the remotes the game documents, and at most 41 kinds of SOS card', () => {
    const sos = Object.fromEntries(Array.from({ length: 42 }, (_, index) => [`SOS toon ${index}`, 1]));
    const issues = toonFieldIssues({
      rewards: {
        sos,
        unites: {},
        summons: {},
        pinkSlips: 0,
        remotes: { 'Healing Remote 3': 2, 'Damage Remote 4': 1, 'Mega Remote 1': 1 },
      },
    });
    expect(issues).toEqual([
      { path: 'rewards.sos', message: 'At most 41 entries (got 42)' },
      {
        path: 'rewards.remotes.Damage Remote 4',
        message:
          "Not one of the game's 6 remotes (Damage Remote 1, Damage Remote 2, Damage Remote 3, Healing Remote 1, Healing Remote 2, Healing Remote 3)",
      },
      {
        path: 'rewards.remotes.Mega Remote 1',
        message:
          "Not one of the game's 6 remotes (Damage Remote 1, Damage Remote 2, Damage Remote 3, Healing Remote 1, Healing Remote 2, Healing Remote 3)",
      },
    ]);
  });

  it('caps the entries of each map and reports at most ten problems', () => {
    const fish = Object.fromEntries(
      Array.from({ length: 200 }, (_, index) => [`${9000 + index}-1`, { weight: 1 }]),
    );
    const issues = toonFieldIssues({ fish });
    expect(issues[0]).toEqual({ path: 'fish', message: 'At most 70 entries (got 200)' });
    expect(issues).toHaveLength(10);
  });
});

describe('verificationIssues', () => {
  it('accepts known statistics within range', () => {
    expect(
      verificationIssues({
        fish: { '0-0': 32 },
        stats: {
          [`golf:${GOLF_TROPHIES[0]?.stat}`]: 3,
          [`racing:${RACING_TROPHIES[0]?.stat}`]: 3,
          'rewards:Pink slips': 3,
        },
      }),
    ).toEqual([]);
  });

  it('refuses huge verified values and unknown statistics', () => {
    expect(
      verificationIssues({
        stats: { 'rewards:pinkSlips': 1.7976931348623157e308, 'rewards:Pink slips': 1.7976931348623157e308 },
      }),
    ).toEqual([
      { path: 'stats.rewards:pinkSlips', message: 'Not a statistic the game reports' },
      { path: 'stats.rewards:Pink slips', message: 'Must be a whole number from 0 to 1,000,000' },
    ]);
  });
});

describe('storedToonIssues', () => {
  it('is empty for a new toon and for one holding every species at its heaviest', () => {
    expect(storedToonIssues(testToonDocument())).toEqual([]);
    const fish = Object.fromEntries(
      FISH_SPECIES.map((species) => [species.key, { weight: species.maxWeightLb * 16 }]),
    );
    expect(storedToonIssues(testToonDocument({ fish }))).toEqual([]);
  });

  it('finds broken verified records, extra verified values and the first breach as a line', () => {
    const document = testToonDocument({
      fish2: { '0-0': verifiedStat(20 * 16) },
      verified: { 'rewards:Pink slips': verifiedStat(1e308) },
      verified2: { albumTotal: verifiedStat(1) },
    });
    expect(paths(storedToonIssues(document))).toEqual([
      'fish2.0-0',
      'verified.rewards:Pink slips',
      'verified2',
    ]);
    expect(firstRuleBreach(document)).toBe('fish2.0-0: A Balloon Fish weighs from 16 to 48 oz');
    expect(firstRuleBreach(testToonDocument())).toBeNull();
  });

  it('finds a toon larger than the size cap', () => {
    const sos = Object.fromEntries(
      Array.from({ length: 2000 }, (_, index) => [`SOS ${index} ${'x'.repeat(50)}`, 0]),
    );
    const issues = storedToonIssues(testToonDocument({ rewards: { ...testToonDocument().rewards, sos } }));
    expect(paths(issues)).toEqual(['rewards.sos', 'toon']);
  });
});
