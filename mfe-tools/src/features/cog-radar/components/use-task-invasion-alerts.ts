import { useEffect, useRef, useState } from 'react';
import {
  formatNumber,
  readTaskInvasionAlertsEnabled,
  writeTaskInvasionAlertsEnabled,
} from 'shared-contracts';
import { type MarkedInvasion, markText, startedTaskInvasions } from 'shared-contracts/game-rules';
import type { InvasionRow } from '../lib/invasion-rows';
import type { AlertPermission } from './use-invasion-alerts';

function currentPermission(): AlertPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * A notification when an invasion that counts for a linked Toon's task starts. Off until the player
 * turns it on; permission is asked only from `enable` (a click). The choice is shared with the Toon
 * dashboards and comes back on by itself only while the browser still grants it.
 */
export function useTaskInvasionAlerts(marked: readonly MarkedInvasion<InvasionRow>[], hasData: boolean) {
  const [enabled, setEnabled] = useState(
    () => readTaskInvasionAlertsEnabled() && currentPermission() === 'granted',
  );
  const [permission, setPermission] = useState<AlertPermission>(currentPermission);
  const seen = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!hasData) return;
    const previous = seen.current;
    seen.current = new Set(marked.map((item) => item.row.key));
    if (!enabled || currentPermission() !== 'granted') return;
    for (const { row, marks } of startedTaskInvasions(previous, marked, (invasion) => invasion.key)) {
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
