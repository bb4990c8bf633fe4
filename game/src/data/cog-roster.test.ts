import { describe, expect, it } from 'vitest';
import { COG_ROSTER, rosterCog } from './cog-roster.js';
import { suitCogs } from './suit-promotions.js';
import { SUIT_DEPARTMENTS } from './suits.js';

describe('COG_ROSTER', () => {
  it('holds the 32 street Cogs, eight a department, each met at five levels', () => {
    expect(COG_ROSTER).toHaveLength(32);
    expect(rosterCog('Flunky')).toMatchObject({ department: 'bossbot', minLevel: 1, maxLevel: 5 });
    expect(rosterCog('Tightwads')).toMatchObject({
      name: 'Tightwad',
      department: 'cashbot',
      minLevel: 3,
      maxLevel: 7,
    });
    expect(rosterCog('The Big Cheese')).toMatchObject({ minLevel: 8, maxLevel: 12 });
    expect(rosterCog('tele\u0003marketer')?.name).toBe('Telemarketer');
    expect(rosterCog('Ninja')).toBeNull();
  });

  it('agrees with the suit table on each Cog’s department and lowest level', () => {
    for (const department of SUIT_DEPARTMENTS) {
      const fromSuits = suitCogs(department).map((cog) => [cog.name, cog.firstLevel]);
      const fromRoster = COG_ROSTER.filter((cog) => cog.department === department).map((cog) => [
        cog.name,
        cog.minLevel,
      ]);
      expect(fromRoster).toEqual(fromSuits);
    }
  });
});
