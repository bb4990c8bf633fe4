/**
 * The heading of the page now shown in `main`: its first `h1` that is not part of a route frame
 * (the placeholder drawn while the page's code loads, which the page replaces).
 */
export function pageHeadingIn(main: ParentNode): HTMLElement | undefined {
  for (const heading of main.querySelectorAll<HTMLElement>('h1')) {
    if (!heading.closest('.route-frame')) return heading;
  }
  return undefined;
}

/**
 * Whether focus may be moved to the new page's heading: only while the visitor has not put it
 * elsewhere, i.e. it is on nothing (the body, once the link it was on is gone) or still on the link
 * that led here.
 */
export function focusIsUnclaimed(
  active: Element | null,
  body: HTMLElement,
  trigger: Element | null,
): boolean {
  return active === null || active === body || (trigger !== null && active === trigger);
}

/** Focuses a heading without scrolling (the page is already at its top), making it focusable if needed. */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}
