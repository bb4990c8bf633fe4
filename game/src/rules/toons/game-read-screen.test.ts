import type { ToonLinkData } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { MAX_LISTED_REFUSALS, rodFromGameName, screenGameRead } from './game-read-screen.js';
import { confirmRefusals } from './refusal-recheck.js';

/** A read holding one good value of each kind the site saves, and the bad ones of issue 30. */
const read: ToonLinkData = {
  toon: { id: 'TTID-1', name: 'Flippy Doodle', style: 'not dna!' },
  laff: { current: 50, max: 100 },
  fish: {
    rod: { id: 4, name: 'Gold Rod' },
    collection: {
      '0': {
        name: 'Balloon Fish',
        album: { '0': { name: 'Balloon Fish', weight: 400 }, '1': { weight: 16 } },
      },
      '99': { name: 'Mystery', album: { '0': { name: 'Mystery Fish', weight: 10 } } },
    },
  },
  golf: [
    { name: 'Courses Completed', num: 12 },
    { name: 'Foo', num: 3 },
  ],
  racing: [
    { name: 'Total Wins', num: 300 },
    { name: 'Speedway Wins', num: 2.5 },
  ],
  rewards: {
    sos: { Flippy: 2, '': 1 },
    unites: { 'Gag-Up': { 'Gag-Up Squirt': 3 } },
    remotes: { 'Damage Remote': { '1': 1, '7': 2 } },
    summons: { '1': { name: 'Flunky', single: true }, '99': { name: 'Robo Boss' } },
    pinkslips: 1_000_001,
  },
};

describe('screenGameRead', () => {
  const { data, refusals } = screenGameRead(read);

  it('keeps every valid value and the parts it does not screen', () => {
    expect(data.laff).toEqual(read.laff);
    expect(data.toon).toEqual({ id: 'TTID-1', name: 'Flippy Doodle', style: null });
    expect(data.fish?.rod?.name).toBe('Gold Rod');
    expect(data.fish?.collection?.['0']?.album).toEqual({ '1': { weight: 16 } });
    expect(data.fish?.collection?.['99']?.album).toEqual({});
    expect(data.golf).toEqual([{ name: 'Courses Completed', num: 12 }]);
    // 300 wins is above the original game's uint8, not a documented limit: kept (issue 30).
    expect(data.racing).toEqual([{ name: 'Total Wins', num: 300 }]);
    expect(data.rewards?.sos).toEqual({ Flippy: 2 });
    expect(data.rewards?.unites).toEqual({ 'Gag-Up': { 'Gag-Up Squirt': 3 } });
    expect(data.rewards?.remotes).toEqual({ 'Damage Remote': { '1': 1 } });
    expect(Object.keys(data.rewards?.summons ?? {})).toEqual(['1']);
    expect(data.rewards?.pinkslips).toBeNull();
  });

  it('names each refused value, where it was and the rule in words', () => {
    expect(refusals).toEqual([
      {
        path: ['toon', 'style'],
        value: 'not dna!',
        rule: "not saved: the Toon's style is not the hexadecimal DNA the site draws Toons from",
      },
      {
        path: ['fish', 'collection', '0', 'album', '0', 'weight'],
        value: 400,
        rule: 'not saved: a Balloon Fish weighs from 16 to 48 oz; the game sent 400 oz',
      },
      {
        path: ['fish', 'collection', '99', 'album', '0', 'weight'],
        value: 10,
        rule: "not saved: fish 99-0 is not in the site's fish table",
      },
      {
        path: ['golf', 'Foo'],
        value: 3,
        rule: 'not saved: golf statistic "Foo" is not one the site knows',
      },
      {
        path: ['racing', 'Speedway Wins'],
        value: 2.5,
        rule: 'not saved: racing statistic "Speedway Wins" is a whole number from 0 to 1,000,000; the game sent 2.5',
      },
      {
        path: ['rewards', 'sos', ''],
        value: 1,
        rule: 'not saved: SOS card "" is not a name the site can keep',
      },
      {
        path: ['rewards', 'remotes', 'Damage Remote', '7'],
        value: 2,
        rule: expect.stringMatching(/^not saved: remote "Damage Remote 7" is not one of the game's remote/),
      },
      {
        path: ['rewards', 'summons', '99', 'name'],
        value: 'Robo Boss',
        rule: 'not saved: summons for "Robo Boss": not one of the game\'s 32 Cogs',
      },
      {
        path: ['rewards', 'pinkslips'],
        value: 1_000_001,
        rule: 'not saved: the count of pink slips is a whole number from 0 to 1,000,000; the game sent 1,000,001',
      },
    ]);
  });

  it('refuses a rod it does not know, a weightless fish, a nameless statistic and SOS kinds past the game’s', () => {
    const sos = Object.fromEntries(Array.from({ length: 42 }, (_, index) => [`SOS ${index}`, 1]));
    const result = screenGameRead({
      fish: { rod: { name: 'Diamond' }, collection: { '0': { album: { '0': { weight: null } } } } },
      golf: [{ name: null, num: 4 }],
      rewards: { sos },
    });
    expect(result.refusals.map((refusal) => refusal.rule)).toEqual([
      'not saved: rod "Diamond" is not one of the game\'s rods (Twig, Bamboo, Hardwood, Steel, Gold)',
      'not saved: the Balloon Fish came without a weight',
      'not saved: a golf statistic came without a name',
      "not saved: SOS cards of 42 kinds were sent, more than the game's 41: those after the first 41 are not saved",
      'not saved: SOS card "SOS 41" would be more kinds than the game\'s 41',
    ]);
    // The list's count of kinds goes with its refusal, so the api can check both again on their own.
    const reported = result.refusals.map(({ path, value }) => ({ path, value }));
    expect(confirmRefusals(reported)).toEqual(result.refusals);
    expect(Object.keys(result.data.rewards?.sos ?? {})).toHaveLength(41);
    expect(result.data.fish?.rod?.name).toBeNull();
  });

  it('passes a read with nothing to refuse through unchanged, and lists at most 50 refusals', () => {
    expect(screenGameRead({ laff: { current: 1, max: 15 } })).toEqual({
      data: { laff: { current: 1, max: 15 } },
      refusals: [],
    });
    const golf = Array.from({ length: 80 }, (_, index) => ({ name: `Stat ${index}`, num: 1 }));
    const many = screenGameRead({ golf });
    expect(many.refusals).toHaveLength(MAX_LISTED_REFUSALS);
    expect(many.data.golf).toEqual([]);
  });

  it('reads the game’s rod names with or without "Rod"', () => {
    expect(rodFromGameName('gold rod')).toBe('Gold');
    expect(rodFromGameName('Twig')).toBe('Twig');
    expect(rodFromGameName('Diamond')).toBeNull();
  });
});

describe('confirmRefusals', () => {
  it('confirms each value the screen refuses on its own, with the screen’s own rule', () => {
    const { refusals } = screenGameRead(read);
    const reported = refusals.map(({ path, value }) => ({ path, value }));
    expect(confirmRefusals(reported)).toEqual(refusals);
  });

  it('confirms a list of unites with more kinds than the game’s, and its extra kind', () => {
    const variants = Object.fromEntries(Array.from({ length: 18 }, (_, index) => [`Unite ${index}`, 1]));
    const { refusals } = screenGameRead({ rewards: { unites: { 'Gag-Up': variants } } });
    expect(refusals.map((refusal) => refusal.path)).toEqual([
      ['rewards', 'unites'],
      ['rewards', 'unites', 'Gag-Up', 'Unite 17'],
    ]);
    expect(confirmRefusals(refusals.map(({ path, value }) => ({ path, value })))).toEqual(refusals);
    // A list said to hold fewer kinds than the game's is not a refusal.
    expect(confirmRefusals([{ path: ['rewards', 'unites'], value: 3 }])).toEqual([]);
    expect(confirmRefusals([{ path: ['rewards', 'sos'], value: 1e12 }])).toHaveLength(1);
  });

  it('does not confirm values the rules accept, or paths that are not in a read', () => {
    expect(
      confirmRefusals([
        { path: ['racing', 'Total Wins'], value: 300 },
        { path: ['fish', 'collection', '0', 'album', '0', 'weight'], value: 20 },
        { path: ['rewards', 'pinkslips'], value: 3 },
        { path: ['laff', 'current'], value: 9_999 },
        { path: ['rewards', 'sos', '__proto__'], value: 'x' },
      ]),
    ).toEqual([]);
  });

  it('keeps a reported __proto__ key a plain key, refused as a name the site cannot keep', () => {
    const confirmed = confirmRefusals([{ path: ['rewards', 'sos', '__proto__'], value: 1 }]);
    expect(confirmed.map((refusal) => refusal.path)).toEqual([['rewards', 'sos', '__proto__']]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
