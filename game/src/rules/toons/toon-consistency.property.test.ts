// Random toons built the way the game counts (a rod and the fish it lands, golf and racing counted
// as the game does) follow every consistency rule; breaking any one relation of one is caught.
import fc from 'fast-check';
import { ROD_NAMES, type Rod, type StatMap } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { FISH_SPECIES } from '../../data/fish.js';
import { RODS } from '../../data/rods.js';
import {
  type ConsistencyFields,
  GOLF_RELATIONS,
  MAX_CLOCK_SKEW_MS,
  RACING_RELATIONS,
  type StatRelation,
  toonConsistencyIssues,
} from './toon-consistency.js';

const NOW = '2026-06-01T00:00:00.000Z';
const count = (max = 5000) => fc.integer({ min: 0, max });
/** A whole number from 0 to `max`. */
const upTo = (max: number) => fc.integer({ min: 0, max });

/** A rod and an album of fish it could land, each dated before now. */
const fishing = fc.constantFrom(...ROD_NAMES).chain((rod: Rod) => {
  const maxOz = RODS[rod].maxWeightLb * 16;
  const landable = FISH_SPECIES.filter((species) => species.minWeightLb * 16 <= maxOz);
  const entry = fc.constantFrom(...landable).chain((species) =>
    fc.record({
      key: fc.constant(species.key),
      weight: fc.integer({ min: species.minWeightLb * 16, max: Math.min(species.maxWeightLb * 16, maxOz) }),
      caughtAt: fc
        .integer({ min: Date.parse('2013-01-01'), max: Date.parse(NOW) })
        .map((ms) => new Date(ms).toISOString()),
    }),
  );
  return fc.array(entry, { maxLength: 8 }).map((entries) => ({
    rod,
    fish: Object.fromEntries(entries.map(({ key, weight, caughtAt }) => [key, { weight, caughtAt }])),
  }));
});

/** Golf as DistributedGolfCourseAI counts it: every subset within what contains it. */
const golf = count().chain((completed) =>
  fc
    .record({ underPar: upTo(completed), multi: upTo(completed), par: count() })
    .chain(({ underPar, multi, par }) =>
      fc
        .record({
          walk: upTo(multi),
          birdie: upTo(par),
        })
        .chain(({ walk, birdie }) =>
          fc
            .record({ some: upTo(multi - walk), eagle: upTo(birdie), holeInOne: upTo(birdie) })
            .chain(({ some, eagle, holeInOne }) =>
              upTo(multi - walk - some).map(
                (kit): StatMap => ({
                  'Courses Completed': completed,
                  'Courses Under Par': underPar,
                  'Multiplayer Courses Completed': multi,
                  'Walk In The Par Wins': walk,
                  'Hole Some Fun Wins': some,
                  'The Hole Kit And Caboodle Wins': kit,
                  'Par Or Better Shots': par,
                  'Birdie Or Better Shots': birdie,
                  'Eagle Or Better Shots': eagle,
                  'Hole In One Shots': holeInOne,
                }),
              ),
            ),
        ),
    ),
);

/** Racing as RaceManagerAI counts it: totals at least the sum of each kind of track. */
const racing = fc
  .record({
    speedway: count(),
    rural: count(),
    urban: count(),
    extraWins: count(50),
    speedwayQ: count(),
    ruralQ: count(),
    urbanQ: count(),
    extraQ: count(50),
    unique: upTo(12),
  })
  .map(
    (r): StatMap => ({
      'Speedway Wins': r.speedway,
      'Rural Wins': r.rural,
      'Urban Wins': r.urban,
      'Total Wins': r.speedway + r.rural + r.urban + r.extraWins,
      'Speedway Qualify Count': r.speedwayQ,
      'Rural Qualify Count': r.ruralQ,
      'Urban Qualify Count': r.urbanQ,
      'Total Qualify Count': r.speedwayQ + r.ruralQ + r.urbanQ + r.extraQ,
      'Unique race tracks completed': r.unique,
    }),
  );

const consistentToon = fc
  .record({ fishing, golf, racing })
  .map(({ fishing: f, golf: g, racing: r }): ConsistencyFields => ({ ...f, golf: g, racing: r }));

/** The stats with the relation's first bounded statistic raised just past what bounds it. */
function breakRelation(stats: StatMap, relation: StatRelation): StatMap {
  const value = (name: string) => stats[name] ?? 0;
  const sum = relation.sum.reduce((total, name) => total + value(name), 0);
  const bound = relation.bound.reduce((total, name) => total + value(name), 0);
  const [first = ''] = relation.sum;
  return { ...stats, [first]: value(first) + bound - sum + 1 };
}

const paths = (toon: ConsistencyFields) => toonConsistencyIssues(toon, NOW).map((issue) => issue.path);

describe('toon consistency, property-based', () => {
  it('finds nothing wrong with a toon built the way the game counts', () => {
    fc.assert(
      fc.property(consistentToon, (toon) => {
        expect(paths(toon)).toEqual([]);
      }),
    );
  });

  it.each(GOLF_RELATIONS.map((relation) => [relation.words, relation] as const))(
    'golf: catches a toon breaking only "%s"',
    (_words, relation) => {
      fc.assert(
        fc.property(consistentToon, (toon) => {
          const broken = { ...toon, golf: breakRelation(toon.golf ?? {}, relation) };
          expect(paths(broken)).toContain(`golf.${relation.sum[0]}`);
        }),
      );
    },
  );

  it.each(RACING_RELATIONS.map((relation) => [relation.words, relation] as const))(
    'racing: catches a toon breaking only "%s"',
    (_words, relation) => {
      fc.assert(
        fc.property(consistentToon, (toon) => {
          const broken = { ...toon, racing: breakRelation(toon.racing ?? {}, relation) };
          expect(paths(broken)).toContain(`racing.${relation.sum[0]}`);
        }),
      );
    },
  );

  it('catches a fish heavier than the rod lands (a Bull Dog Fish of 18-20 lb on any rod but Gold)', () => {
    const weakRod = fc.constantFrom<Rod>('Twig', 'Bamboo', 'Hardwood', 'Steel');
    fc.assert(
      fc.property(
        consistentToon,
        weakRod,
        fc.integer({ min: 18 * 16, max: 20 * 16 }),
        (toon, rod, weight) => {
          const broken = { ...toon, rod, fish: { ...toon.fish, '12-1': { weight } } };
          expect(paths(broken)).toContain('fish.12-1');
        },
      ),
    );
  });

  it('catches a catch dated past the allowed clock skew', () => {
    fc.assert(
      fc.property(consistentToon, fc.integer({ min: 1, max: 100 * 365 * 86_400_000 }), (toon, ahead) => {
        const caughtAt = new Date(Date.parse(NOW) + MAX_CLOCK_SKEW_MS + ahead).toISOString();
        const broken = { ...toon, fish: { ...toon.fish, '0-0': { weight: 16, caughtAt } } };
        expect(paths(broken)).toContain('fish.0-0.caughtAt');
      }),
    );
  });

  it('catches more unique race tracks than the game has', () => {
    fc.assert(
      fc.property(consistentToon, fc.integer({ min: 13, max: 1_000_000 }), (toon, unique) => {
        const broken = { ...toon, racing: { ...toon.racing, 'Unique race tracks completed': unique } };
        expect(paths(broken)).toContain('racing.Unique race tracks completed');
      }),
    );
  });
});
