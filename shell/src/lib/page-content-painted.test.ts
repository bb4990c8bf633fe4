import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageContentSignal, PAGE_CONTENT_CAP_MS } from './page-content-painted';

/** A layout paint the test decides on, and a signal over it whose state can be read at any moment. */
function setUp() {
  let paintLayout: () => void = () => {};
  const layout = new Promise<void>((resolve) => {
    paintLayout = resolve;
  });
  const signal = createPageContentSignal(layout);
  let painted = false;
  void signal.painted.then(() => {
    painted = true;
  });
  return { signal, paintLayout, isPainted: () => painted };
}

function announceErrorPage() {
  window.dispatchEvent(
    new CustomEvent('trinket:analytics', {
      detail: { name: 'error_page', params: { area: 'tools' }, at: 0 },
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createPageContentSignal', () => {
  it('waits for the layout to paint, even when the content is already shown', async () => {
    const { signal, paintLayout, isPainted } = setUp();
    signal.noteShown();
    await vi.advanceTimersByTimeAsync(PAGE_CONTENT_CAP_MS * 2);
    expect(isPainted()).toBe(false);

    paintLayout();
    await vi.advanceTimersByTimeAsync(0);
    expect(isPainted()).toBe(true);
  });

  it('resolves when the content is shown after the layout painted, well before the cap', async () => {
    const { signal, paintLayout, isPainted } = setUp();
    paintLayout();
    await vi.advanceTimersByTimeAsync(200);
    expect(isPainted()).toBe(false);

    signal.noteShown();
    await vi.advanceTimersByTimeAsync(0);
    expect(isPainted()).toBe(true);
  });

  it('takes a Cogs page in the area as the content, at once', async () => {
    const { paintLayout, isPainted } = setUp();
    paintLayout();
    await vi.advanceTimersByTimeAsync(0);
    expect(isPainted()).toBe(false);

    announceErrorPage();
    await vi.advanceTimersByTimeAsync(0);
    expect(isPainted()).toBe(true);
  });

  it('resolves at the cap after the layout painted when nothing reports the content', async () => {
    const { paintLayout, isPainted } = setUp();
    await vi.advanceTimersByTimeAsync(PAGE_CONTENT_CAP_MS);
    paintLayout();
    await vi.advanceTimersByTimeAsync(PAGE_CONTENT_CAP_MS - 1);
    expect(isPainted()).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(isPainted()).toBe(true);
  });
});
