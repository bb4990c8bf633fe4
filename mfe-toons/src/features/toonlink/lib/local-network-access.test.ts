import { describe, expect, it } from 'vitest';
import {
  accessFromState,
  type LocalNetworkAccess,
  type PermissionStatusLike,
  type PermissionsLike,
  watchLocalNetworkAccess,
} from './local-network-access';

class FakeStatus implements PermissionStatusLike {
  listeners = new Set<() => void>();
  constructor(public state: string) {}
  addEventListener(_type: 'change', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'change', listener: () => void) {
    this.listeners.delete(listener);
  }
  change(state: string) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

/** A browser knowing the permission names in `known`; any other name is rejected, as browsers do. */
function fakePermissions(known: Record<string, FakeStatus>): PermissionsLike & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    query: ({ name }) => {
      asked.push(name);
      const status = known[name];
      return status ? Promise.resolve(status) : Promise.reject(new TypeError(`${name} is not a permission`));
    },
  };
}

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('watchLocalNetworkAccess', () => {
  it('reads "loopback-network" (Chrome 145+) and follows its changes until stopped', async () => {
    const status = new FakeStatus('prompt');
    const permissions = fakePermissions({
      'loopback-network': status,
      'local-network-access': new FakeStatus('granted'),
    });
    const seen: LocalNetworkAccess[] = [];
    const stop = watchLocalNetworkAccess(permissions, (access) => seen.push(access));
    await settle();
    expect(permissions.asked).toEqual(['loopback-network']);
    expect(seen).toEqual(['prompt']);
    status.change('denied');
    status.change('granted');
    expect(seen).toEqual(['prompt', 'denied', 'granted']);
    stop();
    expect(status.listeners.size).toBe(0);
    status.change('denied');
    expect(seen).toHaveLength(3);
  });

  it('falls back to "local-network-access" (Chrome 142-144)', async () => {
    const permissions = fakePermissions({ 'local-network-access': new FakeStatus('denied') });
    const seen: LocalNetworkAccess[] = [];
    watchLocalNetworkAccess(permissions, (access) => seen.push(access));
    await settle();
    expect(permissions.asked).toEqual(['loopback-network', 'local-network-access']);
    expect(seen).toEqual(['denied']);
  });

  it('says unsupported in a browser without either permission, or without the Permissions API', async () => {
    const seen: LocalNetworkAccess[] = [];
    watchLocalNetworkAccess(fakePermissions({}), (access) => seen.push(access));
    watchLocalNetworkAccess(undefined, (access) => seen.push(access));
    await settle();
    expect(seen).toEqual(['unsupported', 'unsupported']);
  });

  it('reports nothing when stopped before the browser answered', async () => {
    const status = new FakeStatus('granted');
    const seen: LocalNetworkAccess[] = [];
    const stop = watchLocalNetworkAccess(fakePermissions({ 'loopback-network': status }), (access) =>
      seen.push(access),
    );
    stop();
    await settle();
    expect(seen).toEqual([]);
    expect(status.listeners.size).toBe(0);
  });
});

describe('accessFromState', () => {
  it('knows the three permission states and nothing else', () => {
    expect(['granted', 'prompt', 'denied', 'blocked', 7].map(accessFromState)).toEqual([
      'granted',
      'prompt',
      'denied',
      'unsupported',
      'unsupported',
    ]);
  });
});
