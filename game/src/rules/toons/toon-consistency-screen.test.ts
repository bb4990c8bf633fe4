// A game read that contradicts itself keeps its toon: the offending values are left out in words.

import type { ToonLinkData } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { screenGameRead } from './game-read-screen.js';

const read = {
  fish: {
    rod: { id: 0, name: 'Twig Rod' },
    collection: {
      '0': { name: 'Balloon Fish', album: { '0': { name: 'Balloon Fish', weight: 20 } } },
      '12': { name: 'Dog Fish', album: { '1': { name: 'Bull Dog Fish', weight: 320 } } },
    },
  },
  golf: [
    { name: 'Courses Completed', num: 0 },
    { name: 'Courses Under Par', num: 65535 },
  ],
  racing: [
    { name: 'Speedway Wins', num: 5 },
    { name: 'Total Wins', num: 1 },
  ],
} as unknown as ToonLinkData;

describe('screenGameRead, values against each other', () => {
  it('leaves out a fish the rod cannot land and statistics that contradict the rest, keeping the rest', () => {
    const { data, refusals } = screenGameRead(read);
    expect(refusals).toEqual([
      {
        path: ['fish', 'collection', '12', 'album', '1', 'weight'],
        value: 320,
        rule: 'not saved: A Twig rod lands fish of at most 4 lb; this Bull Dog Fish weighs 20 lb',
      },
      {
        path: ['golf', 'Courses Under Par'],
        value: 65535,
        rule: 'not saved: Courses Under Par (65,535) cannot be more than Courses Completed (0): a course under par is a course completed',
      },
      {
        path: ['racing', 'Speedway Wins'],
        value: 5,
        rule: expect.stringMatching(
          /^not saved: Speedway Wins \+ Rural Wins \+ Urban Wins \(5\) cannot be more than Total Wins \(1\)/,
        ),
      },
    ]);
    expect(data.fish?.collection?.['12']?.album).toEqual({});
    expect(data.fish?.collection?.['0']?.album?.['0']?.weight).toBe(20);
    expect(data.golf).toEqual([{ name: 'Courses Completed', num: 0 }]);
    expect(data.racing).toEqual([{ name: 'Total Wins', num: 1 }]);
  });

  it('refuses nothing in a read that agrees with itself', () => {
    const gold = { ...read, fish: { ...read.fish, rod: { id: 4, name: 'Gold Rod' } }, golf: [], racing: [] };
    expect(screenGameRead(gold as ToonLinkData).refusals).toEqual([]);
  });
});
