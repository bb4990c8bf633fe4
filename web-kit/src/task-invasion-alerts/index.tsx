// The opt-in notification for invasions that count for a linked Toon's task, one copy for the Cog
// Radar (mfe-tools) and the Toon dashboard (mfe-toons). An entry of its own (not the shared root):
// it brings the task rules along, which only those two pages need.
import { useEffect, useRef, useState } from 'react';
import { type MarkedInvasion, markText, startedTaskInvasions } from 'trinket-game/rules';
import { formatNumber } from '../format/number-format.js';
import { readTaskInvasionAlertsEnabled, writeTaskInvasionAlertsEnabled } from './linked-toon-tasks.js';

export { linkedToonTasks, readToonSnapshots } from './linked-toon-tasks.js';

/** What an invasion row needs for its notification. */
export interface AlertedInvasion {
  /** district|type: one invasion while it lasts. */
  key: string;
  district: string;
  /** As the game names it, e.g. "Version 2.0 Flunky". */
  type: string;
  total: number;
}

export type TaskAlertPermission = NotificationPermission | 'unsupported';

function notificationPermission(): TaskAlertPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export interface TaskInvasionAlerts {
  enabled: boolean;
  permission: TaskAlertPermission;
  enable: () => Promise<void>;
  disable: () => void;
}

/**
 * A notification when an invasion that counts for a Toon's task starts, while the page is open. Off
 * until the player turns it on; permission is asked only from `enable` (a click). The choice is
 * shared by the radar and the dashboards, and comes back on by itself only while the browser still
 * grants it.
 */
export function useTaskInvasionAlerts<Row extends AlertedInvasion>(
  marked: readonly MarkedInvasion<Row>[],
  hasData: boolean,
): TaskInvasionAlerts {
  const [enabled, setEnabled] = useState(
    () => readTaskInvasionAlertsEnabled() && notificationPermission() === 'granted',
  );
  const [permission, setPermission] = useState(notificationPermission);
  const seen = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!hasData) return;
    const previous = seen.current;
    seen.current = new Set(marked.map((item) => item.row.key));
    if (!enabled || notificationPermission() !== 'granted') return;
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

/** The button that turns the notifications on or off, and why it cannot when the browser blocks them. */
export function TaskInvasionAlertsButton({ alerts }: { alerts: TaskInvasionAlerts }) {
  if (alerts.permission === 'unsupported') return null;
  if (alerts.enabled) {
    return (
      <p>
        <button type="button" className="button button--small" onClick={alerts.disable}>
          Stop task invasion notifications
        </button>
      </p>
    );
  }
  return (
    <p>
      <button
        type="button"
        className="button button--small"
        disabled={alerts.permission === 'denied'}
        onClick={() => void alerts.enable()}
      >
        Notify me of invasions for my tasks
      </button>{' '}
      {alerts.permission === 'denied' && (
        <span className="fine-print">Notifications are blocked for this site in your browser settings.</span>
      )}
    </p>
  );
}
