import { useEffect, useRef, useState } from 'react';
import {
  formatNumber,
  readTaskInvasionAlertsEnabled,
  writeTaskInvasionAlertsEnabled,
} from 'shared-contracts';
import { type MarkedInvasion, markText, startedTaskInvasions } from 'shared-contracts/game-rules';
import { type DashboardInvasion, invasionKey } from '../lib/task-invasions';
import { notificationPermission } from '../lib/toon-alerts';

/**
 * A notification when an invasion that counts for this Toon's task starts, while the dashboard is
 * open. Off until the player turns it on; permission is asked only from `enable` (a click). The
 * choice is the Cog Radar's too, and comes back on by itself only while the browser still grants it.
 */
export function useTaskInvasionAlerts(
  marked: readonly MarkedInvasion<DashboardInvasion>[],
  hasData: boolean,
) {
  const [enabled, setEnabled] = useState(
    () => readTaskInvasionAlertsEnabled() && notificationPermission() === 'granted',
  );
  const [permission, setPermission] = useState(notificationPermission);
  const seen = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!hasData) return;
    const previous = seen.current;
    seen.current = new Set(marked.map((item) => invasionKey(item.row)));
    if (!enabled || notificationPermission() !== 'granted') return;
    for (const { row, marks } of startedTaskInvasions(previous, marked, invasionKey)) {
      new Notification(`${row.type} invasion for your task`, {
        body: `${row.district}, ${formatNumber(row.total)} Cogs. Counts for ${marks.map(markText).join('; ')}.`,
        tag: `task-invasion:${row.key}`,
      });
    }
  }, [marked, hasData, enabled]);

  const enable = async () => {
    if (typeof Notification === 'undefined') return;
    const answer = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    setPermission(answer);
    writeTaskInvasionAlertsEnabled(answer === 'granted');
    setEnabled(answer === 'granted');
  };
  const disable = () => {
    writeTaskInvasionAlertsEnabled(false);
    setEnabled(false);
  };
  return { enabled, permission, enable, disable };
}
