import { emptyRewards } from 'shared-contracts/domain';
import { REWARD_LIST_RULES } from 'trinket-game/rules';
import { describe, expect, it } from 'vitest';
import { newEntryProblem, withCount, withoutEntry, withSummon, withSummonCog } from './reward-entries';

describe('newEntryProblem', () => {
  it('accepts a new name', () => {
    expect(newEntryProblem({ Flippy: 1 }, 'Clerk Will')).toBeNull();
  });

  it('refuses an empty, duplicate or overlong name', () => {
    expect(newEntryProblem({}, '   ')).toBe('Type a name first.');
    expect(newEntryProblem({ Flippy: 1 }, ' flippy ')).toBe('flippy is already in the list.');
    expect(newEntryProblem({}, 'x'.repeat(65))).toMatch(/at most 64/);
    expect(newEntryProblem({}, '__proto__')).toMatch(/plain text/);
  });

  it('takes only the names the game lists, and no more entries than the game has', () => {
    expect(newEntryProblem({}, 'Damage Remote 2', REWARD_LIST_RULES.remotes)).toBeNull();
    expect(newEntryProblem({}, 'Golden Remote', REWARD_LIST_RULES.remotes)).toBe(
      "Golden Remote is not one of the game's remotes: Damage Remote 1, Damage Remote 2, Damage Remote 3, Healing Remote 1, Healing Remote 2, Healing Remote 3.",
    );
    expect(newEntryProblem({}, 'Cold Caller', REWARD_LIST_RULES.summons)).toBeNull();
    expect(newEntryProblem({}, 'The Big Bad', REWARD_LIST_RULES.summons)).toMatch(
      /not one of the game's Cogs/,
    );
    const fortyOne = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`SOS toon ${i}`, 1]));
    expect(newEntryProblem(fortyOne, 'Flippy', REWARD_LIST_RULES.sos)).toBe(
      'The game has 41 at most: this list is full.',
    );
    expect(newEntryProblem({}, 'Flippy', REWARD_LIST_RULES.sos)).toBeNull();
  });
});

describe('editing rewards', () => {
  it('sets and removes counted entries without touching the rest', () => {
    const start = { ...emptyRewards(), pinkSlips: 2, sos: { Flippy: 1 } };
    const counted = withCount(start, 'sos', 'Clerk Will', 3);
    expect(counted.sos).toEqual({ Flippy: 1, 'Clerk Will': 3 });
    expect(counted.pinkSlips).toBe(2);
    expect(withoutEntry(counted, 'sos', 'Flippy').sos).toEqual({ 'Clerk Will': 3 });
    expect(start.sos).toEqual({ Flippy: 1 });
  });

  it('adds a Cog holding no summons, then marks each kind', () => {
    const added = withSummonCog(emptyRewards(), 'Cold Caller');
    expect(added.summons['Cold Caller']).toEqual({ single: false, building: false, invasion: false });
    const held = withSummon(added, 'Cold Caller', 'building', true);
    expect(held.summons['Cold Caller']).toEqual({ single: false, building: true, invasion: false });
  });
});
