import { DEFAULT_FISHING_PREFERENCES } from 'shared-contracts/domain';
import { fishingPreferencesKey } from 'shared-contracts/storage-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { readFishingPreferences, saveFishingPreferences } from './preferences-store';

afterEach(() => {
  window.localStorage.clear();
});

describe('fishing preferences in storage', () => {
  it('are the defaults when nothing is stored', () => {
    expect(readFishingPreferences()).toEqual({ preferences: DEFAULT_FISHING_PREFERENCES, problem: null });
  });

  it('round-trip through storage', () => {
    const preferences = { ...DEFAULT_FISHING_PREFERENCES, isRarityFocus: true, showCaughtFish: false };
    expect(saveFishingPreferences(preferences)).toBe(true);
    expect(readFishingPreferences().preferences).toEqual(preferences);
  });

  it('keep the readable flags of a partly wrong value', () => {
    window.localStorage.setItem(
      fishingPreferencesKey.key,
      JSON.stringify({ isRecordFocus: true, showBoots: 'yes' }),
    );
    expect(readFishingPreferences().preferences).toEqual({
      ...DEFAULT_FISHING_PREFERENCES,
      isRecordFocus: true,
    });
  });

  it('fall back to the defaults, with a note, when storage holds broken JSON', () => {
    window.localStorage.setItem(fishingPreferencesKey.key, '{not json');
    const stored = readFishingPreferences();
    expect(stored.preferences).toEqual(DEFAULT_FISHING_PREFERENCES);
    expect(stored.problem).toMatch(/could not be read/);
  });
});
