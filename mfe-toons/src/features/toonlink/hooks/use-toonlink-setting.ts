import { useCallback, useState } from 'react';
import { track } from 'shared-contracts';
import { readToonLinkEnabled, writeToonLinkEnabled } from '../lib/link-settings';

/** The remembered on/off choice; turning it on tracks `toon_link_enable`. */
export function useToonLinkSetting(): [boolean, (enabled: boolean) => void] {
  const [enabled, setEnabled] = useState(readToonLinkEnabled);
  const change = useCallback((next: boolean) => {
    writeToonLinkEnabled(next);
    setEnabled(next);
    if (next) track('toon_link_enable');
  }, []);
  return [enabled, change];
}
