// The rules between a toon's values, each refused in words; the issue-31 toon breaks every kind.
import { describe, expect, it } from 'vitest';
import { testToonDocument } from './testing.js';
import {
  MAX_CLOCK_SKEW_MS,
  rankingCapIssues,
  storedToonConsistencyIssues,
  toonConsistencyIssues,
} from './toon-consistency.js';
import { firstRuleBreach } from './toon-rules.js';

const NOW = '2026-01-01T12:00:00.000Z';
/** A Twig rod's heaviest catch is 4 lb (64 oz); a Balloon Fish (0-0) weighs 1 to 3 lb. */
const twigAndFish = (weight: number) => ({ rod: 'Twig' as const, fish: { '0-0': { weight } } });

describe('toonConsistencyIssues', () => {
  it('refuses a fish heavier than the rod lands, naming the rod and both weights', () => {
    expect(toonConsistencyIssues(twigAndFish(64), NOW)).toEqual([]);
    // 12-1 is a Bull Dog Fish, 18 to 20 lb; a Twig rod cannot land 20 lb.
    const [issue] = toonConsistencyIssues({ rod: 'Twig', fish: { '12-1': { weight: 320 } } }, NOW);
    expect(issue?.path).toBe('fish.12-1');
    expect(issue?.message).toMatch(/^A Twig rod lands fish of at most 4 lb; this .+ weighs 20 lb$/);
    expect(toonConsistencyIssues({ rod: 'Gold', fish: { '12-1': { weight: 320 } } }, NOW)).toEqual([]);
  });

  it('checks the verified album against the rod too', () => {
    const fish2 = { '12-1': { value: 320, originalValue: 320, verifiedAt: NOW, originalVerifiedAt: NOW } };
    expect(toonConsistencyIssues({ rod: 'Steel', fish2 }, NOW).map((issue) => issue.path)).toEqual([
      'fish2.12-1',
    ]);
  });

  it('refuses a catch dated in the future, allowing a clock a few minutes fast', () => {
    const at = (ms: number) => ({
      fish: { '0-0': { weight: 20, caughtAt: new Date(Date.parse(NOW) + ms).toISOString() } },
    });
    expect(toonConsistencyIssues(at(MAX_CLOCK_SKEW_MS), NOW)).toEqual([]);
    const [issue] = toonConsistencyIssues(at(MAX_CLOCK_SKEW_MS + 1000), NOW);
    expect(issue?.path).toBe('fish.0-0.caughtAt');
    const far = toonConsistencyIssues(
      { fish: { '0-0': { weight: 20, caughtAt: '2099-01-01T00:00:00.000Z' } } },
      NOW,
    );
    expect(far[0]?.message).toMatch(/cannot be in the future \(2099-01-01\)/);
  });

  it('refuses courses under par without as many courses completed (a missing statistic is 0)', () => {
    const [issue] = toonConsistencyIssues({ golf: { 'Courses Under Par': 65535 } }, NOW);
    expect(issue).toEqual({
      path: 'golf.Courses Under Par',
      message:
        'Courses Under Par (65,535) cannot be more than Courses Completed (0): a course under par is a course completed',
    });
    expect(toonConsistencyIssues({ golf: { 'Courses Under Par': 3, 'Courses Completed': 3 } }, NOW)).toEqual(
      [],
    );
  });

  it('refuses total race wins below the wins of each kind of track', () => {
    const racing = { 'Speedway Wins': 5, 'Rural Wins': 5, 'Urban Wins': 5, 'Total Wins': 14 };
    const [issue] = toonConsistencyIssues({ racing }, NOW);
    expect(issue?.path).toBe('racing.Speedway Wins');
    expect(issue?.message).toMatch(
      /Speedway Wins \+ Rural Wins \+ Urban Wins \(15\) cannot be more than Total Wins \(14\)/,
    );
    expect(toonConsistencyIssues({ racing: { ...racing, 'Total Wins': 300 } }, NOW)).toEqual([]);
  });

  it('checks verified golf and racing values with the same relations', () => {
    const stat = (value: number) => ({
      value,
      originalValue: value,
      verifiedAt: NOW,
      originalVerifiedAt: NOW,
    });
    const verified = { 'golf:Eagle Or Better Shots': stat(4), 'golf:Birdie Or Better Shots': stat(2) };
    const issues = toonConsistencyIssues({ verified }, NOW);
    expect(issues.map((issue) => issue.path)).toEqual([
      'verified.golf.Eagle Or Better Shots',
      'verified.golf.Birdie Or Better Shots',
    ]);
  });
});

describe('ranking caps (the original game only)', () => {
  it('marks more than 255 pink slips or 100 cards of one SOS Toon, which a save keeps', () => {
    expect(rankingCapIssues({ pinkSlips: 255, sos: { Flippy: 100 } })).toEqual([]);
    expect(rankingCapIssues({ pinkSlips: 256, sos: { Flippy: 101 } }).map((issue) => issue.path)).toEqual([
      'rewards.pinkSlips',
      'rewards.sos.Flippy',
    ]);
  });
});

describe('the issue-31 toon', () => {
  it('breaks a rule of each kind, so it is never ranked', () => {
    const toon = testToonDocument({
      rod: 'Twig',
      fish: { '12-1': { weight: 320, caughtAt: '2099-01-01T00:00:00.000Z' } },
      golf: { 'Courses Under Par': 65535, 'Courses Completed': 0 },
      racing: { 'Speedway Wins': 5, 'Total Wins': 1 },
      rewards: {
        sos: {},
        unites: {},
        summons: {},
        pinkSlips: 1000,
        remotes: { 'Damage Remote 1': 1_000_000 },
      },
    });
    const paths = storedToonConsistencyIssues(toon).map((issue) => issue.path);
    expect(paths).toEqual([
      'fish.12-1',
      'fish.12-1.caughtAt',
      'golf.Courses Under Par',
      'racing.Speedway Wins',
      'rewards.pinkSlips',
    ]);
    expect(firstRuleBreach(toon)).toMatch(/^fish\.12-1: A Twig rod lands/);
  });
});
