// @vitest-environment happy-dom

import { taskInvasionAlertsKey, toonSnapshotsKey } from 'shared-contracts/storage-keys';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  linkedToonTasks,
  readTaskInvasionAlertsEnabled,
  readToonSnapshots,
  writeTaskInvasionAlertsEnabled,
} from './linked-toon-tasks';

beforeEach(() => window.localStorage.clear());

const snapshot = (at: string, name: string | null, text: string) => ({
  at,
  source: 'game',
  data: { toon: name === null ? null : { name }, tasks: [{ objective: { text } }] },
});

describe('linkedToonTasks', () => {
  it('reads every Toon’s last tasks from ToonLink’s storage, newest read first', () => {
    window.localStorage.setItem(
      toonSnapshotsKey.key,
      JSON.stringify({
        '101': snapshot('2026-11-27T09:00:00.000Z', 'Tess', 'Defeat 4 Tightwads'),
        '102': snapshot('2026-11-27T10:00:00.000Z', null, 'Defeat 6 Lawbots'),
      }),
    );
    expect(linkedToonTasks()).toEqual([
      { toon: 'Your Toon', tasks: [{ objective: { text: 'Defeat 6 Lawbots' } }] },
      { toon: 'Tess', tasks: [{ objective: { text: 'Defeat 4 Tightwads' } }] },
    ]);
  });

  it('reads nothing from storage that holds something else', () => {
    window.localStorage.setItem(toonSnapshotsKey.key, '{"101": {"at": "yesterday"}}');
    expect(readToonSnapshots()).toEqual({});
    expect(linkedToonTasks()).toEqual([]);
  });
});

describe('the task invasion alerts choice', () => {
  it('is off until written, and off when unreadable', () => {
    expect(readTaskInvasionAlertsEnabled()).toBe(false);
    writeTaskInvasionAlertsEnabled(true);
    expect(readTaskInvasionAlertsEnabled()).toBe(true);
    window.localStorage.setItem(taskInvasionAlertsKey.key, '"yes"');
    expect(readTaskInvasionAlertsEnabled()).toBe(false);
  });
});
