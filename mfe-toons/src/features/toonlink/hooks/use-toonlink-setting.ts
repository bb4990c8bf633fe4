import { useCallback } from 'react';
import { track } from 'web-kit';
import { create } from 'zustand';
import { readToonLinkEnabled, writeToonLinkEnabled } from '../lib/link-settings';

// One on/off choice for every page of the area: the ToonLink switch changes it, and the link host
// (app/toons-layout.tsx) keeps the link running on every page while it is on.
const useSettingStore = create<{ enabled: boolean }>(() => ({ enabled: readToonLinkEnabled() }));

/** The remembered on/off choice; turning it on tracks `toon_link_enable`. */
export function useToonLinkSetting(): [boolean, (enabled: boolean) => void] {
  const enabled = useSettingStore((state) => state.enabled);
  const change = useCallback((next: boolean) => {
    writeToonLinkEnabled(next);
    useSettingStore.setState({ enabled: next });
    if (next) track('toon_link_enable');
  }, []);
  return [enabled, change];
}
