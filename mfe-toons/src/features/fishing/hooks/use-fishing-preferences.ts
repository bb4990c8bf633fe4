import { useState } from 'react';
import type { FishingPreferences } from 'shared-contracts/domain';
import { readFishingPreferences, saveFishingPreferences } from '../lib/preferences-store';

export type FishingPreferenceName = keyof FishingPreferences;

/** The album preferences, read from this browser once and saved on every change. */
export function useFishingPreferences() {
  const [initial] = useState(readFishingPreferences);
  const [preferences, setPreferences] = useState(initial.preferences);
  const [notSaved, setNotSaved] = useState(false);

  const change = (name: FishingPreferenceName, value: boolean) => {
    const next = { ...preferences, [name]: value };
    setPreferences(next);
    setNotSaved(!saveFishingPreferences(next));
  };

  const problem = notSaved
    ? 'This browser would not save your preferences; they last until you leave the page.'
    : initial.problem;
  return { preferences, change, problem };
}
