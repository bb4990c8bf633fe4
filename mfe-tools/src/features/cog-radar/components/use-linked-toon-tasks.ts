import { useEffect, useMemo, useState } from 'react';
import { linkedToonTasks, TOON_SNAPSHOTS_STORAGE_KEY } from 'shared-contracts';
import type { ToonTasks } from 'shared-contracts/game-rules';

/**
 * The linked Toons' current tasks, from ToonLink's last snapshots in this browser (shared-contracts
 * reads them: this remote never imports the Toons'). Read again at each new invasions answer
 * (`version`) and when another tab's ToonLink writes a newer snapshot.
 */
export function useLinkedToonTasks(version: unknown): ToonTasks[] {
  const [written, setWritten] = useState(0);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOON_SNAPSHOTS_STORAGE_KEY) setWritten((count) => count + 1);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and written say when to read again
  return useMemo(() => linkedToonTasks(), [version, written]);
}
