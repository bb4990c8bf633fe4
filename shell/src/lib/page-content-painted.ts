import type { TrackedEvent } from 'web-kit';
import { layoutPainted } from './layout-painted';

/**
 * The longest the shell's non-critical work waits after the layout painted, whatever the page does:
 * a remote that never finishes mounting (or a page nothing reports) delays the game status and the
 * session by this much at most, never for good.
 */
export const PAGE_CONTENT_CAP_MS = 3_000;

/** Once the page's own content is on screen; see `pageContentPainted`. */
export interface PageContentSignal {
  /** Resolves once the page's content has painted, never before the layout has painted. */
  painted: Promise<void>;
  /** The page's content is on screen as of now (the next paint shows it if it was just drawn). */
  noteShown: () => void;
}

/** `layout`: the layout's first paint; `capMs`: how long after it the signal resolves regardless. */
export function createPageContentSignal(
  layout: Promise<void>,
  capMs: number = PAGE_CONTENT_CAP_MS,
): PageContentSignal {
  let noteShown: () => void = () => {};
  const shown = new Promise<void>((resolve) => {
    noteShown = resolve;
  });
  const painted = layout.then(
    () =>
      new Promise<void>((resolve) => {
        void shown.then(resolve);
        setTimeout(resolve, capMs);
      }),
  );
  // A Cogs page (an area that failed to load, threw, or is incompatible; every one announces its
  // `error_page`) is the page's content as it stands: nothing more is coming to wait for.
  if (typeof window !== 'undefined') {
    const onAnalytics = (event: Event) => {
      if ((event as CustomEvent<TrackedEvent>).detail?.name === 'error_page') noteShown();
    };
    window.addEventListener('trinket:analytics', onAnalytics);
    void painted.then(() => window.removeEventListener('trinket:analytics', onAnalytics));
  }
  return { painted, noteShown };
}

const signal = createPageContentSignal(layoutPainted);

/**
 * Resolves once the page's own content has painted: the shell's page (home, release status) once
 * the layout has, a remote's page once its area reports its first view painted
 * (`area-content-painted.ts` in the composition feature), a Cogs page at once; and at most
 * `PAGE_CONTENT_CAP_MS` after the layout painted in any case. The shell's non-critical work (the
 * game status watcher, the session and the consent notice it brings) waits for it, so none of its
 * code or requests comes before the page's largest paint. Only the first page counts: later
 * navigations find it resolved.
 */
export const pageContentPainted = signal.painted;
/** Reports the page's content as shown (only the first report counts). */
export const notePageContentShown = signal.noteShown;
