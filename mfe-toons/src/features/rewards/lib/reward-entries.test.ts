import { emptyRewards } from 'shared-contracts';
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
