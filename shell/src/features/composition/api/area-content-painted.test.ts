import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from 'web-kit/area';
import { areaContentPainted } from './area-content-painted';

/** A browser that reports a larger paint when the test says so (`report`). */
function fakeLargestPaintReports() {
  const observers: PerformanceObserverCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: PerformanceObserverCallback) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const entries = { getEntries: () => [] } as unknown as PerformanceObserverEntryList;
  return {
    report: () => {
      for (const callback of observers) callback(entries, {} as PerformanceObserver);
    },
  };
}

/**
 * Whether `promise` has settled `ms` from now: by default, long enough for the frames, tasks and
 * quiet time the test environment runs through once nothing else holds the area back.
 */
async function settledSoon(promise: Promise<unknown>, ms = 250): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, ms));
  return settled;
}

/** A read of the shared query client that answers when the test says so. */
function pendingRead() {
  let answer: () => void = () => {};
  const answered = new Promise<string>((resolve) => {
    answer = () => resolve('data');
  });
  void queryClient.fetchQuery({ queryKey: ['area-content-painted', Math.random()], queryFn: () => answered });
  return answer;
}

/** An image in `area` at `top` px from the viewport's top, whose decoding ends when the test says so. */
function imageAt(area: HTMLElement, top: number) {
  const image = document.createElement('img');
  vi.spyOn(image, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 100, 100));
  let decoded: () => void = () => {};
  image.decode = () =>
    new Promise<void>((resolve) => {
      decoded = resolve;
    });
  area.append(image);
  return { decoded: () => decoded() };
}

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('areaContentPainted', () => {
  it('resolves after a paint when the area has no reads in flight and no picture in view', async () => {
    expect(await settledSoon(areaContentPainted(document.createElement('div')))).toBe(true);
  });

  it('waits for the reads the remote started to answer', async () => {
    const answer = pendingRead();
    const painted = areaContentPainted(document.createElement('div'));
    expect(await settledSoon(painted)).toBe(false);

    answer();
    expect(await settledSoon(painted)).toBe(true);
  });

  it('waits for the pictures in view to decode, not for those below the viewport', async () => {
    const area = document.createElement('div');
    const inView = imageAt(area, 10);
    imageAt(area, window.innerHeight + 500);
    const painted = areaContentPainted(area);
    expect(await settledSoon(painted)).toBe(false);

    inView.decoded();
    expect(await settledSoon(painted)).toBe(true);
  });

  it('waits until the browser has stopped reporting larger paints', async () => {
    const browser = fakeLargestPaintReports();
    const painted = areaContentPainted(document.createElement('div'));
    // Each report starts the quiet time afresh.
    for (let report = 0; report < 4; report += 1) {
      await new Promise((resolve) => setTimeout(resolve, 60));
      browser.report();
    }
    expect(await settledSoon(painted, 60)).toBe(false);
    expect(await settledSoon(painted, 150)).toBe(true);
  });
});
