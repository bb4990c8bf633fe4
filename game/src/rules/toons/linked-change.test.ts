import { describe, expect, it } from 'vitest';
import { applyLinkedChange } from './linked-change.js';
import { testToonDocument } from './testing.js';

const FIRST = '2025-02-01T00:00:00.000Z';
const LATER = '2025-03-01T00:00:00.000Z';

describe('applyLinkedChange', () => {
  it('applies the update and the verified values together, with fresh totals', () => {
    const outcome = applyLinkedChange(
      testToonDocument(),
      {
        update: { rod: 'Gold', fish: { '0-0': { weight: 20, caughtAt: FIRST } } },
        report: { toonId: 'TTID-A', fish: { '0-0': 20 }, stats: { 'golf:Courses Completed': 3 } },
      },
      FIRST,
    );
    if (outcome.kind !== 'applied') throw new Error(outcome.kind);
    expect(outcome.changed).toBe(true);
    expect(outcome.document).toMatchObject({
      rod: 'Gold',
      toonId: 'TTID-A',
      verifiedAt: FIRST,
      totalFishWeight: 20,
      lastEditedAt: FIRST,
    });
    expect(outcome.document.fish2['0-0']?.value).toBe(20);
  });

  it('changes nothing when the same event comes again', () => {
    const change = {
      update: { rod: 'Gold' as const },
      report: { toonId: 'TTID-A', stats: { 'golf:Courses Completed': 3 } },
    };
    const first = applyLinkedChange(testToonDocument(), change, FIRST);
    if (first.kind !== 'applied') throw new Error(first.kind);
    const again = applyLinkedChange(first.document, change, LATER);
    expect(again).toEqual({ kind: 'applied', changed: false, document: first.document });
  });

  it('keeps the first verifiedAt when a later event changes fields and values', () => {
    const first = applyLinkedChange(
      testToonDocument(),
      { update: { rod: 'Steel' }, report: { toonId: 'TTID-A', stats: { 'golf:Courses Completed': 3 } } },
      FIRST,
    );
    if (first.kind !== 'applied') throw new Error(first.kind);
    const later = applyLinkedChange(
      first.document,
      { update: { rod: 'Gold' }, report: { toonId: 'TTID-A', stats: { 'golf:Courses Completed': 5 } } },
      LATER,
    );
    if (later.kind !== 'applied') throw new Error(later.kind);
    expect(later.changed).toBe(true);
    expect(later.document).toMatchObject({ rod: 'Gold', verifiedAt: FIRST, lastEditedAt: LATER });
  });

  it('refuses values from another game toon, before touching any field', () => {
    const toon = testToonDocument({ toonId: 'TTID-A', verifiedAt: FIRST });
    expect(applyLinkedChange(toon, { update: { rod: 'Gold' }, report: { toonId: 'TTID-B' } }, LATER)).toEqual(
      {
        kind: 'linked-elsewhere',
        toonId: 'TTID-A',
      },
    );
  });
});
