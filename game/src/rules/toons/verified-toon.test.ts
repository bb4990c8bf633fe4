import { describe, expect, it } from 'vitest';
import { testToonDocument as testDocument } from './testing.js';
import { applyVerification } from './verified-toon.js';

const FIRST = '2025-02-01T00:00:00.000Z';
const LATER = '2025-03-01T00:00:00.000Z';

function applied(outcome: ReturnType<typeof applyVerification>) {
  if (outcome.kind !== 'applied') throw new Error(`expected applied, got ${outcome.kind}`);
  return outcome;
}

describe('applyVerification', () => {
  it('links an unlinked toon and verifies it even with no stats', () => {
    const outcome = applied(applyVerification(testDocument(), { toonId: 'TTID-1' }, FIRST));
    expect(outcome.changed).toBe(true);
    expect(outcome.document).toMatchObject({ toonId: 'TTID-1', verifiedAt: FIRST, lastEditedAt: FIRST });
  });

  it('routes fish and stats to fish2 and verified', () => {
    const { document } = applied(
      applyVerification(
        testDocument(),
        { toonId: 'TTID-1', fish: { '0-0': 20 }, stats: { 'golf:Wins': 2 } },
        FIRST,
      ),
    );
    expect(document.fish2['0-0']).toEqual({
      firstVerifiedAt: FIRST,
      verifiedAt: FIRST,
      originalValue: 20,
      value: 20,
    });
    expect(Object.keys(document.verified)).toEqual(['golf:Wins']);
  });

  it("keeps the toon's first verifiedAt when a stat grows later; the record keeps its own time", () => {
    const { document } = applied(
      applyVerification(testDocument(), { toonId: 'T', stats: { 'golf:Wins': 2 } }, FIRST),
    );
    const same = applied(applyVerification(document, { toonId: 'T', stats: { 'golf:Wins': 2 } }, LATER));
    expect(same.changed).toBe(false);
    expect(same.document).toBe(document);
    const grown = applied(applyVerification(document, { toonId: 'T', stats: { 'golf:Wins': 3 } }, LATER));
    expect(grown.changed).toBe(true);
    expect(grown.document.verifiedAt).toBe(FIRST);
    expect(grown.document.lastEditedAt).toBe(LATER);
    expect(grown.document.verified['golf:Wins']).toEqual({
      firstVerifiedAt: FIRST,
      verifiedAt: LATER,
      originalValue: 2,
      value: 3,
    });
  });

  it('verifies a toon whose toonId was set by hand but never verified', () => {
    const outcome = applied(applyVerification(testDocument({ toonId: 'T' }), { toonId: 'T' }, FIRST));
    expect(outcome.changed).toBe(true);
    expect(outcome.document.verifiedAt).toBe(FIRST);
  });

  it('keeps verifiedAt through later fish and stat reads', () => {
    const { document } = applied(applyVerification(testDocument(), { toonId: 'T' }, FIRST));
    const fished = applied(applyVerification(document, { toonId: 'T', fish: { '0-0': 20 } }, LATER));
    expect(fished.document.verifiedAt).toBe(FIRST);
    const third = '2025-04-01T00:00:00.000Z';
    const stats = applied(
      applyVerification(fished.document, { toonId: 'T', stats: { 'golf:Wins': 1 } }, third),
    );
    expect(stats.document).toMatchObject({ verifiedAt: FIRST, lastEditedAt: third });
  });

  it('refuses a report for a different game toon', () => {
    const document = testDocument({ toonId: 'T', verifiedAt: FIRST });
    expect(applyVerification(document, { toonId: 'OTHER' }, LATER)).toEqual({
      kind: 'linked-elsewhere',
      toonId: 'T',
    });
  });

  it('keeps records verified before a link was cleared with their game toon', () => {
    const { document } = applied(
      applyVerification(testDocument(), { toonId: 'T', stats: { 'golf:Wins': 2 } }, FIRST),
    );
    const cleared = { ...document, toonId: null };
    expect(applyVerification(cleared, { toonId: 'OTHER' }, LATER)).toEqual({
      kind: 'linked-elsewhere',
      toonId: null,
    });
  });
});
