/** The browser's reports of the page's largest paint, watched from `watchLargestPaint` on. */
export interface LargestPaintWatch {
  /** Resolves once `ms` have passed without a report (counted afresh from each one). */
  quiet: (ms: number) => Promise<void>;
  stop: () => void;
}

/**
 * Watches the page's largest-contentful-paint reports. The browser times a paint when its frame
 * reaches the screen, which can be a few frames after the main thread drew it (a picture just
 * decoded, on Lighthouse's desktop, up to 60 ms later): only its report says it is there, and once
 * the reports stop, the largest paint is on screen. Where the browser makes none, `quiet` simply
 * waits its `ms`.
 */
export function watchLargestPaint(): LargestPaintWatch {
  const listeners = new Set<() => void>();
  const supported =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  const observer = supported
    ? new PerformanceObserver(() => {
        for (const listener of listeners) listener();
      })
    : null;
  observer?.observe({ type: 'largest-contentful-paint' });
  return {
    quiet: (ms) =>
      new Promise((resolve) => {
        let timer = setTimeout(done, ms);
        function done() {
          listeners.delete(restart);
          resolve();
        }
        function restart() {
          clearTimeout(timer);
          timer = setTimeout(done, ms);
        }
        listeners.add(restart);
      }),
    stop: () => observer?.disconnect(),
  };
}
