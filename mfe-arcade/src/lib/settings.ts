import { useSyncExternalStore } from 'react';
import { type ArcadeSettings, ArcadeSettingsSchema } from 'shared-contracts/domain';
import { arcadeSettingsKey } from 'shared-contracts/storage-keys';
import { readStored, writeStored } from 'web-kit';

const listeners = new Set<() => void>();
let current: ArcadeSettings | null = null;

export function readSettings(): ArcadeSettings {
  current ??= readStored(arcadeSettingsKey.key, ArcadeSettingsSchema, { muted: true }).value;
  return current;
}

export function saveSettings(settings: ArcadeSettings): void {
  current = settings;
  writeStored(arcadeSettingsKey.key, settings);
  for (const listener of listeners) listener();
}

/** The arcade's settings (sound muted or not), shared by both games and kept in the browser. */
export function useArcadeSettings(): ArcadeSettings {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readSettings,
    readSettings,
  );
}
