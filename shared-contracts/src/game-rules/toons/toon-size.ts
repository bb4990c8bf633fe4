// A cap on how much one toon may hold, in bytes of its JSON: the game's limits already bound every
// map, and this keeps a toon (and every read of it) small whatever mix of them it holds.
import type { ToonDocument } from '../../domain/toon.js';
import { formatLimit, type RuleIssue } from './rule-issues.js';

/**
 * 64 KiB. The largest toon the game's limits allow (every species caught and verified, every
 * statistic, 200 SOS cards and 200 remotes under 64-character names, every Cog's summons) measures
 * about 52 KiB (`toon-size.test.ts` builds it); a real toon is a few KiB.
 */
export const MAX_TOON_JSON_BYTES = 64 * 1024;

const encoder = new TextEncoder();

export function toonJsonBytes(document: ToonDocument): number {
  return encoder.encode(JSON.stringify(document)).length;
}

/** An issue when the toon is larger than {@link MAX_TOON_JSON_BYTES}, else null. */
export function toonSizeIssue(document: ToonDocument): RuleIssue | null {
  const bytes = toonJsonBytes(document);
  if (bytes <= MAX_TOON_JSON_BYTES) return null;
  return {
    path: 'toon',
    message: `A toon holds at most ${formatLimit(MAX_TOON_JSON_BYTES)} bytes of JSON (this one would be ${formatLimit(bytes)})`,
  };
}
