import { type Toon, ToonDocumentSchema, toToon } from 'shared-contracts/domain';

/** A valid toon for tests, with `overrides` on top. */
export function makeToon(overrides: Partial<Toon> = {}): Toon {
  const document = ToonDocumentSchema.parse({
    user: null,
    name: 'Purple Dog',
    rod: 'Twig',
    createdAt: '2025-01-01T00:00:00.000Z',
    lastEditedAt: '2025-01-01T00:00:00.000Z',
  });
  return { ...toToon('1735689600000', document), ...overrides };
}
