import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRemoteModule, type RemoteModule, remoteExposeKey } from 'shared-contracts';

const loaded = new Map<string, Promise<RemoteModule>>();

/**
 * Loads a remote's public module once. A failed load is forgotten, so "Refresh" on the
 * Cogs page tries again without reloading the page.
 */
export function loadRemoteModule(name: string): Promise<RemoteModule> {
  const existing = loaded.get(name);
  if (existing) return existing;
  const request = loadRemote<unknown>(`${name}/${remoteExposeKey.slice(2)}`).then((exported) => {
    const candidate = (exported as { default?: unknown } | null)?.default ?? exported;
    if (!isRemoteModule(candidate)) throw new Error(`Remote "${name}" does not expose a valid remote module`);
    return candidate;
  });
  loaded.set(name, request);
  request.catch(() => loaded.delete(name));
  return request;
}
