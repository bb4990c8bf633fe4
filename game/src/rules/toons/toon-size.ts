// A cap on how much one toon may hold, in bytes of its JSON: the game's limits already bound every
// map, and this keeps a toon (and every read of it) small whatever mix of them it holds.
import type { ToonDocument } from 'shared-contracts/domain';
import { formatLimit, type RuleIssue } from './rule-issues.js';

/**
 * 32 KiB. The largest toon the game's limits allow (every species caught and verified, every
 * statistic, cards of all 41 SOS toons and all 17 unites under 64-character names, every remote,
 * every Cog's summons) measures about 24 KiB (`toon-size.test.ts` builds it); a real toon is a few
 * KiB. The dashboard's snapshot is kept apart and bounded on its own.
 */
export const MAX_TOON_JSON_BYTES = 32 * 1024;

/**
 * UTF-8 bytes of `text`, counted by code point (as TextEncoder would encode it, a lone surrogate
 * as the 3-byte replacement character): the game package runs without the DOM's or Node's types.
 */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export function toonJsonBytes(document: ToonDocument): number {
  return utf8Bytes(JSON.stringify(document));
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
