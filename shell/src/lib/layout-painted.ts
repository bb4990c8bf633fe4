import { afterNextPaint } from './after-next-paint';

let markPainted: () => void = () => {};
let noted = false;

/**
 * Resolves once the browser has painted the layout for the first time. Area code (the remote, the
 * router, the query client) is evaluated only after that, so the banner, navigation and footer
 * never wait for a remote's JavaScript to run; the files themselves are fetched earlier (the
 * page's preload hints), so the area does not wait for the paint to start downloading.
 */
export const layoutPainted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

/** Called when the layout first commits: the next frame's paint shows it. */
export function noteLayoutCommitted(): void {
  if (noted) return;
  noted = true;
  void afterNextPaint().then(markPainted);
}
