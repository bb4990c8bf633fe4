/**
 * Resolves once the next frame has been painted: a rAF callback runs before that frame paints, a
 * task queued from it after.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
