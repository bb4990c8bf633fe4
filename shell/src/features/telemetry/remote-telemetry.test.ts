// The shell's reporting of each remote version (issue 34): sampled page views only; loads, area errors
// and LCP as the api's strict events, in beacons of at most 20, sent after a short wait or at once
// when the page is left.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSampledView } from './sampling';

type Telemetry = typeof import('./remote-telemetry');
interface TimingHooks {
  beforeRequest: (args: { id: string }) => unknown;
  afterLoadRemote: (args: { id: string; remote?: { name: string }; error?: unknown }) => Promise<void>;
}

const registered = vi.hoisted(() => ({ plugins: [] as unknown[] }));
vi.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: (plugins: unknown[]) => registered.plugins.push(...plugins),
}));

const sent: { url: string; events: Record<string, unknown>[] }[] = [];
const config = { apiBaseUrl: '/api', remoteVersions: { arcade: '1.4.0-canary.1' } };

/** A fresh copy of the module (its state is the page's). */
async function freshTelemetry(): Promise<Telemetry> {
  vi.resetModules();
  return import('./remote-telemetry');
}

beforeEach(() => {
  sent.length = 0;
  registered.plugins.length = 0;
  vi.useFakeTimers();
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, body: string) => {
      sent.push({ url, events: JSON.parse(body).events });
      return true;
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs the registered plugin's hooks as the federation runtime does around one load. */
async function load(id: string, error?: Error) {
  expect(registered.plugins).toHaveLength(1);
  const plugin = registered.plugins[0] as TimingHooks;
  plugin.beforeRequest({ id });
  await plugin.afterLoadRemote({ id, remote: { name: id.split('/')[0] ?? '' }, ...(error ? { error } : {}) });
}

describe('remote telemetry', () => {
  it('samples page views by telemetry.sampleRate: 0 never, 1 always', () => {
    expect(isSampledView(0, () => 0)).toBe(false);
    expect(isSampledView(0.1, () => 0.1)).toBe(false);
    expect(isSampledView(0.1, () => 0.0999)).toBe(true);
    expect(isSampledView(1, () => 0.9999)).toBe(true);
  });

  it('sends nothing until it is started (a page view not sampled)', async () => {
    const { reportAreaError } = await freshTelemetry();
    reportAreaError('arcade', new TypeError('x'));
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([]);
    expect(registered.plugins).toEqual([]);
  });

  it("reports each load's outcome, time and error class, and area errors, under the remote's version", async () => {
    const { startRemoteTelemetry, reportAreaError } = await freshTelemetry();
    startRemoteTelemetry(config);
    await load('arcade/remote', new Error('[ Federation Runtime ]: failed to load #RUNTIME-008 https://x'));
    await load('tools/remote');
    reportAreaError('arcade', new TypeError('cannot read properties of undefined'));
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(3000);
    expect(sent).toEqual([
      {
        url: '/api/telemetry',
        events: [
          {
            kind: 'load',
            remote: 'arcade',
            version: '1.4.0-canary.1',
            outcome: 'failed',
            durationMs: expect.any(Number),
            errorClass: 'RUNTIME-008',
          },
          { kind: 'load', remote: 'tools', version: 'build', outcome: 'ok', durationMs: expect.any(Number) },
          { kind: 'area-error', remote: 'arcade', version: '1.4.0-canary.1', errorClass: 'TypeError' },
        ],
      },
    ]);
  });

  it("takes the areas' reports once started, and none before", async () => {
    const { startRemoteTelemetry } = await freshTelemetry();
    const areas = await import('../../lib/telemetry/area-reports');
    areas.reportAreaError('arcade', new RangeError('before'));
    startRemoteTelemetry(config);
    areas.noteAreaShown('arcade');
    areas.reportAreaError('arcade', new RangeError('after'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.flatMap((beacon) => beacon.events)).toEqual([
      { kind: 'area-error', remote: 'arcade', version: '1.4.0-canary.1', errorClass: 'RangeError' },
    ]);
  });

  it('never sends an error message, only a class that fits', async () => {
    const { startRemoteTelemetry, reportAreaError } = await freshTelemetry();
    startRemoteTelemetry(config);
    const odd = new Error('boom');
    odd.name = 'Name with spaces and user@example.org';
    reportAreaError('arcade', odd);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent[0]?.events).toEqual([{ kind: 'area-error', remote: 'arcade', version: '1.4.0-canary.1' }]);
    expect(JSON.stringify(sent)).not.toContain('boom');
  });

  it('sends at once when the page is left, at most 20 events a beacon', async () => {
    const { startRemoteTelemetry, reportAreaError } = await freshTelemetry();
    startRemoteTelemetry(config);
    for (let index = 0; index < 25; index++) reportAreaError('arcade', undefined);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.map((beacon) => beacon.events.length)).toEqual([20, 5]);
  });
});
