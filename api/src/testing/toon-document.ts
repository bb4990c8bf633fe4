// A complete, valid Toon document for unit tests of the pure toon modules.
import type { ToonDocument } from 'shared-contracts/domain';
import { newToonDocument } from 'trinket-game/rules';

export function testDocument(overrides: Partial<ToonDocument> = {}): ToonDocument {
  return {
    ...newToonDocument({
      user: 'uid-1',
      name: 'Purple Dog',
      now: '2025-01-01T00:00:00.000Z',
      isPublic: true,
    }),
    ...overrides,
  };
}
