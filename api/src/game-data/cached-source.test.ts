import { describe, expect, it } from 'vitest';
import { createCachedSource, GameDataUnavailableError } from './cached-source.js';

function setup() {
  let clock = 1_000_000;
  let calls = 0;
  let next: () => Promise<number> = async () => calls;
  const source = createCachedSource<number>({
    load: () => {
      calls += 1;
      return next();
    },
    ttlMs: 30_000,
    retryAfterFailureMs: 10_000,
    refreshWaitMs: 100,
    now: () => clock,
  });
  return {
    source,
    advance: (ms: number) => {
      clock += ms;
    },
    calls: () => calls,
    /** From now on each load waits until the returned function is called. */
    hang: () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      next = async () => {
        await released;
        return calls;
      };
      return () => release();
    },
    fail: () => {
      next = async () => {
        throw new Error('the game could not be reached');
      };
    },
    recover: () => {
      next = async () => calls;
    },
  };
}

describe('createCachedSource', () => {
  it('serves the cached copy until it expires, then fetches again', async () => {
    const t = setup();
    expect(await t.source.get()).toMatchObject({ data: 1, ageSeconds: 0, stale: false });
    t.advance(29_999);
    expect(await t.source.get()).toMatchObject({ data: 1, ageSeconds: 29, stale: false });
    expect(t.calls()).toBe(1);
    t.advance(1);
    expect(await t.source.get()).toMatchObject({ data: 2, ageSeconds: 0, stale: false });
    expect(t.calls()).toBe(2);
  });

  it('serves the last good copy with its age when a refresh fails, and waits before retrying', async () => {
    const t = setup();
    await t.source.get();
    t.fail();
    t.advance(45_000);
    expect(await t.source.get()).toMatchObject({ data: 1, ageSeconds: 45, stale: true });
    expect(t.calls()).toBe(2);
    t.advance(5_000);
    expect(await t.source.get()).toMatchObject({ data: 1, ageSeconds: 50, stale: true });
    expect(t.calls()).toBe(2);
    t.recover();
    t.advance(10_000);
    expect(await t.source.get()).toMatchObject({ data: 3, ageSeconds: 0, stale: false });
  });

  it('throws GameDataUnavailableError with the reason when it never had data', async () => {
    const t = setup();
    t.fail();
    await expect(t.source.get()).rejects.toThrow(GameDataUnavailableError);
    await expect(t.source.get()).rejects.toThrow(/could not be reached/);
  });

  it('shares one fetch between concurrent callers', async () => {
    const t = setup();
    const [a, b] = await Promise.all([t.source.get(), t.source.get()]);
    expect(a.data).toBe(1);
    expect(b.data).toBe(1);
    expect(t.calls()).toBe(1);
  });

  it('serves the old copy after refreshWaitMs while a slow refresh carries on, then the new one', async () => {
    const t = setup();
    await t.source.get();
    const release = t.hang();
    t.advance(31_000);
    let started = performance.now();
    expect(await t.source.get()).toMatchObject({ data: 1, ageSeconds: 31, stale: true });
    const firstWait = performance.now() - started;
    expect(firstWait).toBeGreaterThanOrEqual(90);
    expect(firstWait).toBeLessThan(1000);
    // A later reader does not wait again for the same slow refresh, nor start another one.
    started = performance.now();
    expect(await t.source.get()).toMatchObject({ data: 1, stale: true });
    expect(performance.now() - started).toBeLessThan(50);
    expect(t.calls()).toBe(2);
    release();
    await expect.poll(async () => (await t.source.get()).data).toBe(2);
    expect(await t.source.get()).toMatchObject({ data: 2, ageSeconds: 0, stale: false });
  });

  it('with no copy yet, waits for the game however slow (up to the fetch time limit)', async () => {
    const t = setup();
    const release = t.hang();
    const pending = t.source.get();
    setTimeout(release, 300);
    const started = performance.now();
    expect(await pending).toMatchObject({ data: 1, stale: false });
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
  });
});
