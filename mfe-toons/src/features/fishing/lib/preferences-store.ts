import {
  DEFAULT_FISHING_PREFERENCES,
  type FishingPreferences,
  FishingPreferencesSchema,
} from 'shared-contracts/domain';
import { fishingPreferencesKey } from 'shared-contracts/storage-keys';
import { readStored, writeStored } from 'web-kit';

/** One set of preferences per browser: they are about how this screen shows the album. */

export type StoredPreferences = { preferences: FishingPreferences; problem: string | null };

/** The stored preferences; defaults (and a note) when storage holds something unreadable. */
export function readFishingPreferences(): StoredPreferences {
  const stored = readStored(fishingPreferencesKey.key, FishingPreferencesSchema, {
    ...DEFAULT_FISHING_PREFERENCES,
  });
  return {
    preferences: stored.value,
    problem:
      stored.status === 'corrupt'
        ? 'Your saved fishing preferences could not be read, so the defaults are used.'
        : null,
  };
}

/** Saves the preferences; false when the browser refuses (private mode, full storage). */
export function saveFishingPreferences(preferences: FishingPreferences): boolean {
  return writeStored(fishingPreferencesKey.key, preferences);
}
