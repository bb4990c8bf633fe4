import { afterNextPaint } from '../../../lib/after-next-paint';
import { watchLargestPaint } from './largest-paint';

/** Once the browser is idle (at once where it cannot say): the remote's renders come before that. */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve());
    else resolve();
  });
}

/** Once no read of the shared query client (the remote's pages read through it) is in flight. */
async function readsSettled(): Promise<void> {
  // Imported when called, as `warmAreaCode` does (by then the remote has loaded it: no request). A
  // static import from the shell's composition code deadlocks: the shared `web-kit/area` it would
  // wait for is built on the query library, which lives in this very chunk, `lib-area`.
  const { queryClient } = await import(/* webpackChunkName: "area-helpers" */ 'web-kit/area');
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) {
      resolve();
      return;
    }
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      stop();
      resolve();
    });
  });
}

/**
 * How long the page's largest paint must go unreported before the area counts as painted: longer
 * than a paint takes to be reported after the main thread drew it (60 ms at most, measured).
 */
const PAINT_REPORT_QUIET_MS = 150;

function inViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

/** Once each picture is loaded and decoded, ready for the next paint, or has failed. */
function decoded(pictures: HTMLImageElement[]): Promise<void> {
  return Promise.all(pictures.map((image) => image.decode().catch(() => undefined))).then(() => undefined);
}

/**
 * Resolves once a just-mounted area's first view has painted, as the page's largest paint sees it:
 * the remote's page has rendered (its lazy page chunk, as a transition), the reads it started have
 * answered and been drawn, the pictures then in view have loaded and been decoded (those below the
 * viewport never count), and the browser has stopped reporting larger paints. Mounting alone is
 * not enough: a remote reports it at its first commit, when its page is still its loading frame,
 * and its data and pictures arrive after the browser's first idle moment.
 */
export async function areaContentPainted(area: Element): Promise<void> {
  const paints = watchLargestPaint();
  try {
    await afterNextPaint();
    await idle();
    await readsSettled();
    await afterNextPaint();
    await idle();
    await decoded([...area.querySelectorAll('img')].filter(inViewport));
    await paints.quiet(PAINT_REPORT_QUIET_MS);
  } finally {
    paints.stop();
  }
}
