import { TaskInvasionAlertsSchema } from 'shared-contracts';
import { type ToonSnapshots, ToonSnapshotsSchema } from 'shared-contracts/domain';
import { taskInvasionAlertsKey, toonSnapshotsKey } from 'shared-contracts/storage-keys';
import type { ToonTasks } from 'trinket-game/rules';
import { readStored, writeStored } from '../storage/local-storage.js';

// What any remote may read of ToonLink's browser storage: the Toons' last game snapshots (written
// by mfe-toons' ToonLink only), and the choice of notifications for invasions that count for a task.

/** Every Toon's last snapshot in this browser; none when storage is empty, blocked or holds something else. */
export function readToonSnapshots(): ToonSnapshots {
  return readStored(toonSnapshotsKey.key, ToonSnapshotsSchema, {}).value;
}

/** Each linked Toon's tasks as the game last sent them, newest read first. */
export function linkedToonTasks(snapshots: ToonSnapshots = readToonSnapshots()): ToonTasks[] {
  return Object.values(snapshots)
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .map((snapshot) => ({
      toon: snapshot.data.toon?.name?.trim() || 'Your Toon',
      tasks: snapshot.data.tasks ?? [],
    }));
}

export function readTaskInvasionAlertsEnabled(): boolean {
  return readStored(taskInvasionAlertsKey.key, TaskInvasionAlertsSchema, { enabled: false }).value.enabled;
}

export function writeTaskInvasionAlertsEnabled(enabled: boolean): void {
  writeStored(taskInvasionAlertsKey.key, { enabled });
}
