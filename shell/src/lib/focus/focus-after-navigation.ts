import { focusHeading, focusIsUnclaimed, pageHeadingIn } from './page-heading';

/** How long after a click the new page's heading is waited for (a remote's page renders later). */
const HEADING_WAIT_MS = 8_000;

let cancelPending: (() => void) | undefined;

/**
 * After a move from the site's header or menu, puts focus on the new page's heading once it is
 * there, so a keyboard or screen reader user starts at the page rather than at the top of the
 * document. Remote pages render asynchronously (and may redraw), so it watches `main` for a while;
 * it never takes focus from where the visitor has put it, and a first page load never calls it.
 */
export function focusPageHeadingAfterNavigation(trigger: Element | null): void {
  cancelPending?.();
  const main = document.getElementById('main-content');
  if (!main) return;
  let focused: HTMLElement | undefined;

  const settle = () => {
    const heading = pageHeadingIn(main);
    if (!heading || heading === document.activeElement) return;
    // Once the heading had focus, only a heading that went away (focus on the body) is replaced.
    const free = focused
      ? focusIsUnclaimed(document.activeElement, document.body, null)
      : focusIsUnclaimed(document.activeElement, document.body, trigger);
    // The visitor has moved on: leave focus where it is.
    if (!free) return stop();
    focusHeading(heading);
    focused = heading;
  };

  const observer = new MutationObserver(settle);
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    if (cancelPending === stop) cancelPending = undefined;
  }
  cancelPending = stop;
  observer.observe(main, { childList: true, subtree: true });
  // The old page is still in `main` when the click runs: the first look waits for the next frame.
  requestAnimationFrame(settle);
}
