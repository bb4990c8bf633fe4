import { useCallback, useState } from 'react';
import { readStored, SelectedToonIdSchema, type Toon, writeStored } from 'shared-contracts';

const SELECTED_TOON_KEY = 'trinket.selectedToon';

/** The toon to show: the remembered one while it still exists, else the first. */
export function pickToon(toons: readonly Toon[], rememberedId: string | null): Toon | null {
  return toons.find((toon) => toon.id === rememberedId) ?? toons[0] ?? null;
}

/** The toon chosen in a {@link ToonPicker}, remembered in this browser across pages and visits. */
export function useSelectedToon(toons: readonly Toon[]): [Toon | null, (id: string) => void] {
  const [rememberedId, setRememberedId] = useState(
    () => readStored(SELECTED_TOON_KEY, SelectedToonIdSchema, null).value,
  );
  const select = useCallback((id: string) => {
    setRememberedId(id);
    writeStored(SELECTED_TOON_KEY, id);
  }, []);
  return [pickToon(toons, rememberedId), select];
}
