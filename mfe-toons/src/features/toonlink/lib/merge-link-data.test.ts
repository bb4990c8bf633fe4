import { parseToonLinkFrame, type Toon, type ToonLinkData } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { applyLinkedToonPlan } from '../../../lib/toons';
import { makeToon } from '../../../lib/toons/testing';
import { EMPTY_LINK_BASE, type LinkMerge, mergeLinkData, rodFromGame } from './merge-link-data';

const first = '2026-03-01T10:00:00.000Z';
const later = '2026-03-01T10:00:30.000Z';

function gameData(overrides: Partial<ToonLinkData> = {}): ToonLinkData {
  return {
    toon: { id: 'TTID-ABCD-EFGH', name: 'Captain Wobblebeans', style: '0a1b2c3d' },
    fish: {
      rod: { id: 3, name: 'Steel Rod' },
      collection: {
        '0': {
          name: 'Balloon Fish',
          album: { '0': { name: 'Balloon Fish', weight: 18 }, '2': { weight: 60 } },
        },
        '4': { name: 'Cat Fish', album: { '1': { name: 'Siamese Cat Fish', weight: 52 } } },
      },
    },
    golf: [
      { name: 'Courses Completed', num: 12 },
      { name: 'Hole In One Shots', num: 0 },
      { name: 'Not A Golf Trophy', num: 99 },
    ],
    racing: [
      { name: 'Speedway Wins', num: 5 },
      // Total wins count the speedway's (issue 31: a total below its parts is refused).
      { name: 'Total Wins', num: 5 },
    ],
    rewards: {
      sos: { Flippy: 2, 'Lil Oldman': 1 },
      unites: { 'Gag-Up': { 'Gag-Up Squirt': 3 }, 'Toon-Up': { '+80 Toon-Up': 1 } },
      summons: { f: { name: 'Flunky', single: true, building: false, invasion: null } },
      pinkslips: 4,
      remotes: { 'Damage Remote': { '1': 2, '2': 1 } },
    },
    ...overrides,
  };
}

function merged(base: Parameters<typeof mergeLinkData>[0], data: ToonLinkData, now = first): LinkMerge {
  const result = mergeLinkData(base, data, now);
  if (!result.ok) throw new Error(result.reason);
  return result.merge;
}

/** The toon after an event, as the browser repository stores it. */
function applyEvent(toon: Toon, data: ToonLinkData, now = first): { toon: Toon; merge: LinkMerge } {
  const merge = merged(toon, data, now);
  return { toon: applyLinkedToonPlan(toon, merge, now).toon, merge };
}

describe('mergeLinkData: a first event', () => {
  it('turns the album into the fish map (ounces) and reports the weights for verification', () => {
    const merge = merged(EMPTY_LINK_BASE, gameData());
    expect(merge.update?.fish).toEqual({
      '0-0': { weight: 18, caughtAt: first },
      '0-2': { weight: 60, caughtAt: first },
      '4-1': { weight: 52, caughtAt: first },
    });
    expect(merge.report.fish).toEqual({ '0-0': 18, '0-2': 60, '4-1': 52 });
    expect(merge.changes.newFish).toEqual(['0-0', '0-2', '4-1']);
  });

  it('keeps known golf and racing statistics, with the trophies they earn', () => {
    const merge = merged(EMPTY_LINK_BASE, gameData());
    expect(merge.update?.golf).toEqual({ 'Courses Completed': 12, 'Hole In One Shots': 0 });
    expect(merge.update?.racing).toEqual({ 'Speedway Wins': 5, 'Total Wins': 5 });
    expect(merge.changes.newTrophies).toEqual([
      { category: 'golf', stat: 'Courses Completed', threshold: 1 },
      { category: 'golf', stat: 'Courses Completed', threshold: 10 },
      { category: 'racing', stat: 'Speedway Wins', threshold: 1 },
      { category: 'racing', stat: 'Speedway Wins', threshold: 5 },
    ]);
    expect(merge.report.stats).toMatchObject({
      'golf:Courses Completed': 12,
      'golf:Hole In One Shots': 0,
      'racing:Speedway Wins': 5,
    });
    expect(Object.keys(merge.report.stats ?? {})).not.toContain('golf:Not A Golf Trophy');
  });

  it('maps rewards to the site’s shape and reports their totals', () => {
    const merge = merged(EMPTY_LINK_BASE, gameData());
    expect(merge.update?.rewards).toEqual({
      sos: { Flippy: 2, 'Lil Oldman': 1 },
      unites: { 'Gag-Up Squirt': 3, '+80 Toon-Up': 1 },
      summons: { Flunky: { single: true, building: false, invasion: false } },
      pinkSlips: 4,
      remotes: { 'Damage Remote 1': 2, 'Damage Remote 2': 1 },
    });
    expect(merge.report.stats).toMatchObject({
      'rewards:SOS cards': 3,
      'rewards:Unites': 4,
      'rewards:Summons': 1,
      'rewards:Pink slips': 4,
      'rewards:Remotes': 3,
    });
  });

  it('takes the rod, the style DNA and the game toon’s name', () => {
    const merge = merged(EMPTY_LINK_BASE, gameData());
    expect(merge.update?.rod).toBe('Steel');
    expect(merge.update?.rendition).toBe('0a1b2c3d');
    expect(merge.name).toBe('Captain Wobblebeans');
    expect(merge.toonId).toBe('TTID-ABCD-EFGH');
  });
});

describe('mergeLinkData applied to a toon', () => {
  it('links the toon, verifies every stat and recomputes the totals', () => {
    const { toon } = applyEvent(makeToon(), gameData());
    expect(toon).toMatchObject({
      toonId: 'TTID-ABCD-EFGH',
      verifiedAt: first,
      isVerified: true,
      totalFishWeight: 130,
      totalSosCount: 3,
      totalUniteCount: 4,
      totalRemoteCount: 3,
    });
    expect(toon.fish2['4-1']).toEqual({
      firstVerifiedAt: first,
      verifiedAt: first,
      originalValue: 52,
      value: 52,
    });
    expect(toon.verified['golf:Courses Completed']).toMatchObject({ originalValue: 12, value: 12 });
  });

  it('changes nothing when the same event comes twice', () => {
    const once = applyEvent(makeToon(), gameData()).toon;
    const again = applyEvent(once, gameData(), later);
    expect(again.merge.update).toBeNull();
    expect(again.merge.changes).toEqual({ newFish: [], heavierFish: [], newTrophies: [] });
    expect(again.toon).toBe(once);
  });

  it('adds a new fish and a heavier record, keeping when each species was first caught', () => {
    const once = applyEvent(makeToon(), gameData()).toon;
    const data = gameData();
    const collection = data.fish?.collection ?? {};
    collection['0'] = { album: { '0': { weight: 20 }, '2': { weight: 60 } } };
    collection['2'] = { album: { '0': { weight: 40 } } };
    const { toon, merge } = applyEvent(once, data, later);
    expect(merge.changes.newFish).toEqual(['2-0']);
    expect(merge.changes.heavierFish).toEqual(['0-0']);
    expect(toon.fish['0-0']).toEqual({ weight: 20, caughtAt: first });
    expect(toon.fish['2-0']).toEqual({ weight: 40, caughtAt: later });
    expect(toon.fish2['0-0']).toEqual({
      firstVerifiedAt: first,
      verifiedAt: later,
      originalValue: 18,
      value: 20,
    });
    expect(toon.totalFishWeight).toBe(130 + 2 + 40);
  });

  it('never lowers a record or a statistic, and the verified value stays at its highest', () => {
    const once = applyEvent(makeToon({ golf: { 'Courses Completed': 40 } }), gameData()).toon;
    expect(once.golf['Courses Completed']).toBe(40);
    const lower = gameData({ golf: [{ name: 'Courses Completed', num: 3 }] });
    const { toon, merge } = applyEvent(once, lower, later);
    expect(merge.update?.golf).toBeUndefined();
    expect(toon.verified['golf:Courses Completed']?.value).toBe(12);
  });

  it('follows the game when rewards are spent, but the verified value keeps its highest', () => {
    const once = applyEvent(makeToon(), gameData()).toon;
    const spent = gameData();
    if (spent.rewards) spent.rewards = { ...spent.rewards, pinkslips: 1 };
    const { toon } = applyEvent(once, spent, later);
    expect(toon.rewards.pinkSlips).toBe(1);
    expect(toon.verified['rewards:Pink slips']?.value).toBe(4);
  });

  it('keeps rewards an older client leaves out', () => {
    const once = applyEvent(makeToon(), gameData()).toon;
    const { toon, merge } = applyEvent(once, gameData({ rewards: { sos: null, pinkslips: 4 } }), later);
    expect(merge.update).toBeNull();
    expect(toon.rewards.sos).toEqual({ Flippy: 2, 'Lil Oldman': 1 });
  });
});

describe('mergeLinkData refuses only what it cannot link', () => {
  it.each([
    ['no toon', gameData({ toon: null })],
    ['a toon id with spaces', gameData({ toon: { id: 'not an id' } })],
  ])('%s', (_label, data) => {
    expect(mergeLinkData(EMPTY_LINK_BASE, data, first).ok).toBe(false);
  });
});

describe('mergeLinkData leaves out each value the game rules refuse, and keeps the rest (issue 30)', () => {
  const bad = gameData({
    fish: {
      rod: { name: 'Steel Rod' },
      collection: {
        '0': { album: { '0': { weight: 400 }, '2': { weight: 60 } } },
        '99': { album: { '0': { weight: 20 } } },
      },
    },
    golf: [
      { name: 'Courses Completed', num: 12 },
      { name: 'Foo', num: 1 },
    ],
    racing: [{ name: 'Total Wins', num: 300 }],
    rewards: { sos: { ['x'.repeat(80)]: 1, Flippy: 2.6, Clerk: -4, Daffy: 1 }, pinkslips: 4 },
  });

  it('saves and reports every valid value, none of the refused ones', () => {
    const merge = merged(EMPTY_LINK_BASE, bad);
    expect(merge.update?.fish).toEqual({ '0-2': { weight: 60, caughtAt: first } });
    expect(merge.update?.rod).toBe('Steel');
    expect(merge.update?.golf).toEqual({ 'Courses Completed': 12 });
    // 300 wins: above the original game's uint8 but not a documented limit, so kept and verified.
    expect(merge.update?.racing).toEqual({ 'Total Wins': 300 });
    expect(merge.update?.rewards?.sos).toEqual({ Daffy: 1 });
    expect(merge.update?.rewards?.pinkSlips).toBe(4);
    expect(merge.report.fish).toEqual({ '0-2': 60 });
    expect(Object.keys(merge.report.stats ?? {})).not.toContain('golf:Foo');
    expect(merge.report.stats).toMatchObject({ 'racing:Total Wins': 300, 'rewards:SOS cards': 1 });
  });

  it('lists each refused value with the rule in words', () => {
    expect(merged(EMPTY_LINK_BASE, bad).refusals.map((refusal) => refusal.rule)).toEqual([
      'not saved: a Balloon Fish weighs from 16 to 48 oz; the game sent 400 oz',
      "not saved: fish 99-0 is not in the site's fish table",
      'not saved: golf statistic "Foo" is not one the site knows',
      `not saved: SOS card "${'x'.repeat(80)}" is not a name the site can keep`,
      'not saved: SOS card "Flippy" is a whole number from 0 to 1,000,000; the game sent 2.6',
      'not saved: SOS card "Clerk" is a whole number from 0 to 1,000,000; the game sent -4',
    ]);
  });

  it('links a toon whose id the game sends as a number, by its text', () => {
    const result = parseToonLinkFrame(
      JSON.stringify({ event: 'all', data: { toon: { id: 1_234_567, name: 'Numbered' } } }),
    );
    if (!result.ok) throw new Error(result.message);
    const merge = merged(EMPTY_LINK_BASE, result.event.data);
    expect(merge.toonId).toBe('1234567');
    expect(merge.report.toonId).toBe('1234567');
  });

  it('an event with only a toon id links it without other changes', () => {
    const merge = merged(EMPTY_LINK_BASE, { toon: { id: 'TTID-ONLY' } });
    expect(merge.update).toBeNull();
    expect(merge.report).toEqual({ toonId: 'TTID-ONLY', fish: {}, stats: {} });
  });
});

describe('rodFromGame', () => {
  it.each([
    ['Gold Rod', 'Gold'],
    ['twig', 'Twig'],
    ['Hardwood', 'Hardwood'],
    ['Golden Rod', null],
    [null, null],
  ])('%s → %s', (name, rod) => {
    expect(rodFromGame(name)).toBe(rod);
  });
});
