// Toons for tests of the toon rules (here, in the api and in the browser).
import { emptyRewards, type ToonDocument } from '../../domain/toon.js';

/** A new, valid toon document; `overrides` replace whole fields. */
export function testToonDocument(overrides: Partial<ToonDocument> = {}): ToonDocument {
  return {
    user: 'uid-1',
    name: 'Purple Dog',
    rod: 'Twig',
    fish: {},
    fish2: {},
    golf: {},
    racing: {},
    buckets: {},
    rewards: emptyRewards(),
    rendition: null,
    toonId: null,
    verifiedAt: null,
    verified: {},
    verified2: {},
    totalFishWeight: 0,
    totalSosCount: 0,
    totalUniteCount: 0,
    totalRemoteCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    lastEditedAt: '2025-01-01T00:00:00.000Z',
    isPublic: true,
    ...overrides,
  };
}
