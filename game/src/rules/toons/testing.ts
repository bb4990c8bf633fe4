// Toons for tests of the toon rules (here, in the api and in the browser).
import type { ToonDocument } from 'shared-contracts/domain';
import { newToonDocument } from './new-toon.js';

/** A new, valid toon document; `overrides` replace whole fields. */
export function testToonDocument(overrides: Partial<ToonDocument> = {}): ToonDocument {
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
