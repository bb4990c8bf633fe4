import { ToonDocumentSchema, toToon } from 'shared-contracts/domain';
import { toonRecordKey } from 'shared-contracts/storage-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { parseDnaInput } from './dna';
import { readStoredToons } from './stored-toons';

describe('parseDnaInput', () => {
  it('accepts hexadecimal DNA, ignoring spaces and case', () => {
    expect(parseDnaInput(' 7424 01AB \n')).toEqual({ ok: true, dna: '742401ab' });
  });

  it.each(['', '   ', 'not-dna', 'zz12', 'a'.repeat(513)])('refuses %j', (text) => {
    expect(parseDnaInput(text).ok).toBe(false);
  });
});

describe('readStoredToons', () => {
  afterEach(() => localStorage.clear());

  const toon = (id: string, user: string | null, rendition: string | null) =>
    toToon(
      id,
      ToonDocumentSchema.parse({
        user,
        name: `Toon ${id}`,
        rod: 'Twig',
        rendition,
        createdAt: '2026-01-01T00:00:00.000Z',
        lastEditedAt: '2026-01-01T00:00:00.000Z',
      }),
    );

  it("reads the owner's toons with their DNA and skips anything else", () => {
    localStorage.setItem(
      toonRecordKey(null),
      JSON.stringify({
        toon_2: toon('2', null, 'abcd'),
        toon_1: toon('1', null, null),
        toon_3: toon('3', 'someone-else', 'ef'),
        toon_4: { broken: true },
      }),
    );
    expect(readStoredToons(null)).toEqual([
      { id: '1', name: 'Toon 1', rendition: null },
      { id: '2', name: 'Toon 2', rendition: 'abcd' },
    ]);
    expect(readStoredToons('uid-1')).toEqual([]);
  });

  it('copes with a corrupt record', () => {
    localStorage.setItem(toonRecordKey(null), '{not json');
    expect(readStoredToons(null)).toEqual([]);
  });
});
