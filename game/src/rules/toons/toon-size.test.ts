import { MAX_KEY_LENGTH, type VerifiedStat } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { FISH_SPECIES } from '../../data/fish.js';
import { FISHING_LOCATIONS } from '../../data/locations.js';
import { REMOTE_NAMES, SOS_TOON_KINDS, SUMMONS_COGS, UNITE_KINDS } from '../../data/toon-limits.js';
import { GOLF_TROPHIES, RACING_TROPHIES } from '../../data/trophies.js';
import { testToonDocument } from './testing.js';
import { storedToonIssues } from './toon-rules.js';
import { MAX_TOON_JSON_BYTES, toonJsonBytes } from './toon-size.js';
import { REWARD_STAT_NAMES } from './toon-totals.js';

const AT = '2025-01-01T00:00:00.000Z';
const stat = (value: number): VerifiedStat => ({
  firstVerifiedAt: AT,
  verifiedAt: AT,
  originalValue: value,
  value,
});
const longName = (index: number) => `${index} `.padEnd(MAX_KEY_LENGTH, 'x');

describe('MAX_TOON_JSON_BYTES', () => {
  it('holds the largest toon the game limits allow, and that toon breaks no rule', () => {
    const largest = testToonDocument({
      toonId: 'TTID-ABCD-EFGH',
      verifiedAt: AT,
      rendition: 'a'.repeat(512),
      fish: Object.fromEntries(
        FISH_SPECIES.map((s) => [s.key, { weight: s.minWeightLb * 16, caughtAt: AT }]),
      ),
      fish2: Object.fromEntries(FISH_SPECIES.map((s) => [s.key, stat(s.minWeightLb * 16)])),
      golf: Object.fromEntries(GOLF_TROPHIES.map((track) => [track.stat, 9])),
      racing: Object.fromEntries(RACING_TROPHIES.map((track) => [track.stat, 9])),
      buckets: Object.fromEntries(FISHING_LOCATIONS.map((pond) => [pond, 9])),
      verified: Object.fromEntries([
        ...GOLF_TROPHIES.map((track) => [`golf:${track.stat}`, stat(9)]),
        ...RACING_TROPHIES.map((track) => [`racing:${track.stat}`, stat(9)]),
        ...REWARD_STAT_NAMES.map((name) => [`rewards:${name}`, stat(9)]),
      ]),
      rewards: {
        sos: Object.fromEntries(Array.from({ length: SOS_TOON_KINDS }, (_, i) => [longName(i), 1])),
        unites: Object.fromEntries(Array.from({ length: UNITE_KINDS }, (_, i) => [longName(i), 1])),
        summons: Object.fromEntries(
          SUMMONS_COGS.map((cog) => [cog, { single: true, building: true, invasion: true }]),
        ),
        pinkSlips: 255,
        remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, 1])),
      },
    });
    expect(storedToonIssues(largest)).toEqual([]);
    expect(toonJsonBytes(largest)).toBeLessThan(MAX_TOON_JSON_BYTES);
    expect(toonJsonBytes(largest)).toBeGreaterThan(MAX_TOON_JSON_BYTES * 0.6);
  });
});

describe('toonJsonBytes', () => {
  it('counts UTF-8 bytes as an encoder does: accents, emoji and a lone surrogate', () => {
    const document = testToonDocument({ name: 'Ñoño 🐟 Flippy \ud800 Ω' });
    expect(toonJsonBytes(document)).toBe(new TextEncoder().encode(JSON.stringify(document)).length);
  });
});
