import { GAG_TRACK_MAX_EXPERIENCE } from 'trinket-game/data';
import { describe, expect, it } from 'vitest';
import { gagLevelAt, gagName, gagTrackByName, nextGagAt } from './gag-progress';

// Worked examples from ToontownBattleGlobals.py's `Levels` and `MaxSkill`.
describe('gag track experience', () => {
  it('unlocks Throw gags at 0, 10, 50, 400, 2000, 6000 and 10000', () => {
    expect(gagLevelAt('Throw', 0)).toBe(1);
    expect(gagLevelAt('Throw', 9)).toBe(1);
    expect(gagLevelAt('Throw', 10)).toBe(2);
    expect(gagLevelAt('Throw', 610)).toBe(4);
    expect(gagLevelAt('Throw', 10000)).toBe(7);
  });

  it('names the next gag and what it needs', () => {
    expect(nextGagAt('Throw', 610)).toEqual({ level: 5, name: 'Whole Cream Pie', experience: 2000 });
    expect(nextGagAt('Sound', 420)).toEqual({ level: 4, name: 'Aoogah', experience: 1000 });
    expect(nextGagAt('Toon-Up', 150)).toEqual({ level: 3, name: 'Lipstick', experience: 200 });
    expect(nextGagAt('Drop', 10000)).toBeNull();
  });

  it('caps a track at 10500 experience', () => {
    expect(GAG_TRACK_MAX_EXPERIENCE).toBe(10500);
  });

  it('reads track names as the game sends them', () => {
    expect(gagTrackByName('Toon-Up')).toBe('Toon-Up');
    expect(gagTrackByName('toon up')).toBe('Toon-Up');
    expect(gagTrackByName('Squirt')).toBe('Squirt');
    expect(gagTrackByName('Healing')).toBeNull();
    expect(gagName('Toon-Up', 7)).toBe('High Dive');
    expect(gagName('Drop', 8)).toBeNull();
  });
});
