import { useEffect, useRef, useState } from 'react';
import { type InvasionRow, startedInvasions } from '../lib/invasion-rows';

export type AlertPermission = 'unsupported' | NotificationPermission;

function currentPermission(): AlertPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Browser notifications when an invasion of the watched cog starts. Permission is asked only from
 * `enable`, which the page calls from a click; nothing is shown for invasions already running.
 */
export function useInvasionAlerts(rows: readonly InvasionRow[], hasData: boolean) {
  const [watchedCog, setWatchedCog] = useState('');
  const [enabled, setEnabled] = useState(false);
  const [permission, setPermission] = useState<AlertPermission>(currentPermission);
  const seen = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!hasData) return;
    const previous = seen.current;
    seen.current = new Set(rows.map((row) => row.key));
    if (!previous || !enabled || !watchedCog || currentPermission() !== 'granted') return;
    for (const row of startedInvasions(previous, rows, watchedCog)) {
      new Notification(`${row.type} invasion started`, {
        body: `${row.district}: ${row.total.toLocaleString()} cogs.`,
        tag: row.key,
      });
    }
  }, [rows, hasData, enabled, watchedCog]);

  const enable = async () => {
    if (typeof Notification === 'undefined') return;
    const answer = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    setPermission(answer);
    setEnabled(answer === 'granted');
  };

  return { watchedCog, setWatchedCog, enabled, permission, enable, disable: () => setEnabled(false) };
}
