// What a player types into a count box, read against the shared bound (game-data/toon-limits.ts).
// Anything refused is said, so a typed value never disappears without a reason.
import { formatLimit } from 'trinket-game/rules';

export type CountEntry = { kind: 'count'; value: number } | { kind: 'refused'; message: string };

/** The rule in words, e.g. "a whole number from 0 to 1,000,000". */
export function countRuleWords(max: number): string {
  return `a whole number from 0 to ${formatLimit(max)}`;
}

/** `text` as a count from 0 to `max`, or why it is not one. */
export function readCountEntry(text: string, max: number): CountEntry {
  const trimmed = text.trim();
  const rule = `Enter ${countRuleWords(max)}`;
  if (trimmed === '') return { kind: 'refused', message: `${rule}; the box was empty.` };
  if (!/^\d+$/.test(trimmed)) {
    return { kind: 'refused', message: `${rule}; “${trimmed}” is not a whole number.` };
  }
  const value = Number(trimmed);
  if (value > max) {
    return { kind: 'refused', message: `${rule}; ${formatLimit(value)} is more than the site keeps.` };
  }
  return { kind: 'count', value };
}
