import { useCallback, useState } from 'react';
import { SelectedToonIdSchema, type Toon } from 'shared-contracts/domain';
import { selectedToonKey } from 'shared-contracts/storage-keys';
import { readStored, writeStored } from 'web-kit';

/** The toon to show: the remembered one while it still exists, else the first. */
export function pickToon(toons: readonly Toon[], rememberedId: string | null): Toon | null {
  return toons.find((toon) => toon.id === rememberedId) ?? toons[0] ?? null;
}

/** The toon chosen in a {@link ToonPicker}, remembered in this browser across pages and visits. */
export function useSelectedToon(toons: readonly Toon[]): [Toon | null, (id: string) => void] {
  const [rememberedId, setRememberedId] = useState(
    () => readStored(selectedToonKey.key, SelectedToonIdSchema, null).value,
  );
  const select = useCallback((id: string) => {
    setRememberedId(id);
    writeStored(selectedToonKey.key, id);
  }, []);
  return [pickToon(toons, rememberedId), select];
}
