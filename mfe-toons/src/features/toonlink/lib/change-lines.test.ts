import { describe, expect, it } from 'vitest';
import { changeLines } from './change-lines';

describe('change lines', () => {
  it('names new fish by species and lists trophies', () => {
    expect(
      changeLines({
        newFish: ['0-0'],
        heavierFish: [],
        newTrophies: [{ category: 'golf', stat: 'Courses Completed', threshold: 10 }],
      }),
    ).toEqual(['New fish: Balloon Fish', 'Golf trophy for Courses Completed: 10']);
  });

  it('counts long lists instead of listing them (a first link brings a whole album)', () => {
    const trophy = { category: 'racing', stat: 'Speedway Wins', threshold: 1 } as const;
    expect(
      changeLines({
        newFish: ['0-0', '0-1', '0-2', '0-3'],
        heavierFish: ['0-4'],
        newTrophies: [trophy, trophy, trophy, trophy, trophy],
      }),
    ).toEqual([
      '4 new fish in the album',
      'Heavier record: Red Balloon Fish',
      '5 new golf and racing trophies',
    ]);
  });
});
