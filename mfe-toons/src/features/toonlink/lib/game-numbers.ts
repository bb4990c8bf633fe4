import { formatNumber } from 'web-kit';

// The one way the game's numbers are written on the port card (live view) and the Toon dashboard:
// grouped by thousands ("1,523 / 2,500"), so the same figure reads the same on both.

/** "1,523". */
export function countText(value: number): string {
  return formatNumber(value);
}

/** "1,523 / 2,500": a value and its maximum or target. */
export function ofText(current: number, total: number): string {
  return `${countText(current)} / ${countText(total)}`;
}

/** "1,523 / 2,500", or the bare value when there is no maximum; null without a value. */
export function currentMaxText(value: { current?: number | null; max?: number | null } | null | undefined) {
  if (typeof value?.current !== 'number') return null;
  return typeof value.max === 'number' ? ofText(value.current, value.max) : countText(value.current);
}
