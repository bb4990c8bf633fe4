import { useEffect, useMemo, useState } from 'react';
import { toonSnapshotsKey } from 'shared-contracts/storage-keys';
import type { ToonTasks } from 'trinket-game/rules';
import { linkedToonTasks } from 'web-kit/task-invasion-alerts';

/**
 * The linked Toons' current tasks, from ToonLink's last snapshots in this browser (shared-contracts
 * reads them: this remote never imports the Toons'). Read again at each new invasions answer
 * (`version`) and when another tab's ToonLink writes a newer snapshot.
 */
export function useLinkedToonTasks(version: unknown): ToonTasks[] {
  const [written, setWritten] = useState(0);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === toonSnapshotsKey.key) setWritten((count) => count + 1);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and written say when to read again
  return useMemo(() => linkedToonTasks(), [version, written]);
}
