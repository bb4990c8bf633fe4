import { contractVersion, parseRemoteSurface, parseSiteConfig } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryDelayMs, startSurfaceRecovery } from './surface-recovery';
import { type RemoteSurfaceState, setRemoteSurfaces, surfaceStore } from './surface-store';

const config = parseSiteConfig({
  siteUrl: 'https://site.example',
  apiBaseUrl: '/api',
  remotes: { tools: 'https://tools.example/mf-manifest.json' },
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
});

const down: RemoteSurfaceState = { name: 'tools', status: 'failed', reason: 'HTTP 502' };
const toolsSurface = parseRemoteSurface({
  remote: 'tools',
  contract: `^${contractVersion}`,
  routes: [{ path: '/cog-radar', title: 'Cog Radar', description: 'Invasions.' }],
  menu: [{ label: 'Cog Radar', to: '/cog-radar', placement: 'menu', order: 1 }],
});
if (!toolsSurface.ok) throw new Error(toolsSurface.problems.join('; '));
const up: RemoteSurfaceState = { name: 'tools', status: 'ready', surface: toolsSurface.surface };

/** A retry that reads the remote as `answers` says at the time of the call, and counts its calls. */
function fakeRetry(answers: { up: boolean }) {
  const retry = vi.fn(async () => {
    setRemoteSurfaces([answers.up ? up : down]);
  });
  return retry;
}

afterEach(() => {
  vi.useRealTimers();
  setRemoteSurfaces([]);
});

describe('retryDelayMs', () => {
  it('doubles from 5 seconds and never waits more than a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 12].map(retryDelayMs)).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ]);
  });
});

describe('startSurfaceRecovery', () => {
  it('brings a remote that was down back into the menu on the next navigation', async () => {
    vi.useFakeTimers();
    setRemoteSurfaces([down]);
    const answers = { up: false };
    const recovery = startSurfaceRecovery(config, fakeRetry(answers));
    await recovery.retryNow();
    expect(surfaceStore.getState().site.menuNav).toEqual([]);

    answers.up = true;
    await recovery.retryNow();
    expect(surfaceStore.getState().site.menuNav.map((entry) => entry.label)).toEqual(['Cog Radar']);
    recovery.stop();
  });

  it('tries again on a back-off while a remote is down, and stops once it is read', async () => {
    vi.useFakeTimers();
    setRemoteSurfaces([down]);
    const answers = { up: false };
    const retry = fakeRetry(answers);
    const recovery = startSurfaceRecovery(config, retry);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(retry).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(retry).toHaveBeenCalledTimes(1);
    // The next try waits twice as long.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(retry).toHaveBeenCalledTimes(1);
    answers.up = true;
    await vi.advanceTimersByTimeAsync(1);
    expect(retry).toHaveBeenCalledTimes(2);
    expect(surfaceStore.getState().site.routes.map((route) => route.path)).toEqual(['/cog-radar']);
    // Every remote read: nothing more is asked.
    await vi.advanceTimersByTimeAsync(600_000);
    await recovery.retryNow();
    expect(retry).toHaveBeenCalledTimes(2);
    recovery.stop();
  });

  it('asks once while a read is under way', async () => {
    setRemoteSurfaces([down]);
    const retry = fakeRetry({ up: false });
    const recovery = startSurfaceRecovery(config, retry);
    await Promise.all([recovery.retryNow(), recovery.retryNow(), recovery.retryNow()]);
    expect(retry).toHaveBeenCalledTimes(1);
    recovery.stop();
  });
});
