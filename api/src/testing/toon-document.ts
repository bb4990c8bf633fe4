// A complete, valid Toon document for unit tests of the pure toon modules.
import { emptyRewards, type ToonDocument } from 'shared-contracts/domain';

export function testDocument(overrides: Partial<ToonDocument> = {}): ToonDocument {
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
