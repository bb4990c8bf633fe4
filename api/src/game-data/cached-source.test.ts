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
    now: () => clock,
  });
  return {
    source,
    advance: (ms: number) => {
      clock += ms;
    },
    calls: () => calls,
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
});
