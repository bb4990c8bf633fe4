import { describe, expect, it } from 'vitest';
import { GAG_TRACK_MAX_EXPERIENCE, GAG_TRACKS, GAG_UNLOCK_EXPERIENCE } from './gag-experience.js';

// Worked examples from ToontownBattleGlobals.py's `Levels` and `MaxSkill`.
describe('gag track experience', () => {
  it('unlocks Throw gags at 0, 10, 50, 400, 2000, 6000 and 10000', () => {
    expect(GAG_UNLOCK_EXPERIENCE.Throw).toEqual([0, 10, 50, 400, 2000, 6000, 10000]);
  });

  it('gives every track seven gags, the first at 0, each dearer than the last, under the maximum', () => {
    for (const track of GAG_TRACKS) {
      const thresholds = GAG_UNLOCK_EXPERIENCE[track];
      expect(thresholds, track).toHaveLength(7);
      expect(thresholds[0], track).toBe(0);
      expect(
        [...thresholds].sort((a, b) => a - b),
        track,
      ).toEqual(thresholds);
      expect(new Set(thresholds).size, track).toBe(7);
      expect(Math.max(...thresholds), track).toBeLessThan(GAG_TRACK_MAX_EXPERIENCE);
    }
  });

  it('caps a track at 10500 experience', () => {
    expect(GAG_TRACK_MAX_EXPERIENCE).toBe(10500);
  });
});
