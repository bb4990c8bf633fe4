import * as z from 'shared-contracts/zod';
import { lazySchema } from './lazy-schema.js';

/** The fishing page's display preferences (stored in the browser). */
export const DEFAULT_FISHING_PREFERENCES = Object.freeze({
  isRarityFocus: false,
  showCaughtFish: true,
  isRecordFocus: false,
  showBoots: false,
  useLocalTime: true,
});

const flag = (fallback: boolean) => z.catch(z.boolean(), fallback);

/**
 * Fishing preferences. Every field falls back to its default when missing or of the wrong type,
 * and a value that is not an object at all yields the defaults, so parsing never fails.
 */
export const FishingPreferencesSchema = lazySchema(() =>
  z.catch(
    z.object({
      isRarityFocus: flag(DEFAULT_FISHING_PREFERENCES.isRarityFocus),
      showCaughtFish: flag(DEFAULT_FISHING_PREFERENCES.showCaughtFish),
      isRecordFocus: flag(DEFAULT_FISHING_PREFERENCES.isRecordFocus),
      showBoots: flag(DEFAULT_FISHING_PREFERENCES.showBoots),
      useLocalTime: flag(DEFAULT_FISHING_PREFERENCES.useLocalTime),
    }),
    () => ({ ...DEFAULT_FISHING_PREFERENCES }),
  ),
);
export type FishingPreferences = z.infer<typeof FishingPreferencesSchema>;

/** Usable preferences from whatever was stored (partial, corrupt or absent). Never throws. */
export function parseFishingPreferences(stored: unknown): FishingPreferences {
  return FishingPreferencesSchema.parse(stored);
}
