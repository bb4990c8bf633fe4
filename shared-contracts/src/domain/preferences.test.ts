import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FISHING_PREFERENCES,
  FishingPreferencesSchema,
  parseFishingPreferences,
} from './preferences.js';

describe('FishingPreferences', () => {
  it('has the documented defaults', () => {
    expect(parseFishingPreferences({})).toEqual({
      isRarityFocus: false,
      showCaughtFish: true,
      isRecordFocus: false,
      showBoots: false,
      useLocalTime: true,
    });
  });

  it('keeps valid stored values', () => {
    const stored = {
      isRarityFocus: true,
      showCaughtFish: false,
      isRecordFocus: true,
      showBoots: true,
      useLocalTime: false,
    };
    expect(FishingPreferencesSchema.parse(stored)).toEqual(stored);
  });

  it('fills missing fields and replaces corrupt ones with defaults', () => {
    expect(
      parseFishingPreferences({ showBoots: true, useLocalTime: 'yes', isRarityFocus: 1, extra: 'x' }),
    ).toEqual({
      ...DEFAULT_FISHING_PREFERENCES,
      showBoots: true,
    });
  });

  it.each([null, undefined, 'corrupt', 42, [true]])('yields the defaults for %s', (value) => {
    expect(parseFishingPreferences(value)).toEqual(DEFAULT_FISHING_PREFERENCES);
  });

  it('returns a fresh object each time', () => {
    const a = parseFishingPreferences(null);
    a.showBoots = true;
    expect(parseFishingPreferences(null).showBoots).toBe(false);
  });
});
