import { useEffect, useRef, useState } from 'react';
import { formatNumber } from 'web-kit';
import { readAlertChoice, saveAlertChoice } from '../lib/alert-choice';
import { type InvasionRow, startedInvasions } from '../lib/invasion-rows';

export type AlertPermission = 'unsupported' | NotificationPermission;

function currentPermission(): AlertPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Browser notifications when an invasion of the watched cog starts. Permission is asked only from
 * `enable`, which the page calls from a click; nothing is shown for invasions already running.
 * The choice is kept in browser storage for the next visit; notifications come back on by
 * themselves only when the browser still grants them, so a reload never prompts.
 */
export function useInvasionAlerts(rows: readonly InvasionRow[], hasData: boolean) {
  const [stored] = useState(readAlertChoice);
  const [watchedCog, setWatchedCog] = useState(stored.cog);
  const [enabled, setEnabled] = useState(() => stored.enabled && currentPermission() === 'granted');
  const [permission, setPermission] = useState<AlertPermission>(currentPermission);
  const seen = useRef<Set<string> | null>(null);

  // Nothing is written until the visitor changes something: a visit alone stores nothing.
  const chosen = useRef(false);
  useEffect(() => {
    if (!chosen.current) {
      chosen.current = true;
      return;
    }
    saveAlertChoice({ cog: watchedCog, enabled });
  }, [watchedCog, enabled]);

  useEffect(() => {
    if (!hasData) return;
    const previous = seen.current;
    seen.current = new Set(rows.map((row) => row.key));
    // Typed names keep their spaces while typing; compare without the ends.
    const cog = watchedCog.trim();
    if (!previous || !enabled || !cog || currentPermission() !== 'granted') return;
    for (const row of startedInvasions(previous, rows, cog)) {
      new Notification(`${row.type} invasion started`, {
        body: `${row.district}: ${formatNumber(row.total)} cogs.`,
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
