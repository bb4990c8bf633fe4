import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchLargestPaint } from './largest-paint';

/** A PerformanceObserver that reports a larger paint when the test says so (`report`). */
function fakeObserver() {
  let callback: PerformanceObserverCallback = () => {};
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(next: PerformanceObserverCallback) {
      callback = next;
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const entries = { getEntries: () => [] } as unknown as PerformanceObserverEntryList;
  return { report: () => callback(entries, {} as PerformanceObserver) };
}

/** Whether `promise` settles within `ms` of fake time from now. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('watchLargestPaint', () => {
  it('is quiet once no paint has been reported for the time asked, counted afresh from each report', async () => {
    vi.useFakeTimers();
    const browser = fakeObserver();
    const quiet = watchLargestPaint().quiet(150);
    expect(await settlesWithin(quiet, 100)).toBe(false);
    browser.report();
    expect(await settlesWithin(quiet, 149)).toBe(false);
    expect(await settlesWithin(quiet, 1)).toBe(true);
  });

  it('simply waits where the browser reports no largest paint', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    const quiet = watchLargestPaint().quiet(150);
    expect(await settlesWithin(quiet, 149)).toBe(false);
    expect(await settlesWithin(quiet, 1)).toBe(true);
  });
});
