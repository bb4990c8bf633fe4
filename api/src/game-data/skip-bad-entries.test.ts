import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkSkippingBadEntries } from './skip-bad-entries.js';

const Answer = z.object({
  updated: z.number(),
  offices: z.record(z.string(), z.object({ stars: z.number() })),
});

describe('checkSkippingBadEntries', () => {
  it('drops a bad entry and names it, keeping the good ones', () => {
    const result = checkSkippingBadEntries(
      Answer,
      { updated: 1, offices: { a: { stars: 1 }, b: { stars: 'many' } } },
      [['offices', '*']],
    );
    expect(result).toMatchObject({ success: true, data: { offices: { a: { stars: 1 } } } });
    expect(result.skipped.map((entry) => entry.where)).toEqual(['offices.b']);
  });

  it('refuses an answer whose frame is wrong, or none of whose entries is good', () => {
    expect(checkSkippingBadEntries(Answer, { updated: 'now', offices: {} }, [['offices', '*']]).success).toBe(
      false,
    );
    const allBad = checkSkippingBadEntries(Answer, { updated: 1, offices: { b: { stars: 'many' } } }, [
      ['offices', '*'],
    ]);
    expect(allBad).toMatchObject({ success: false, issue: 'offices: no entry in a known shape' });
    // An empty collection is an answer in its own right (no field offices today).
    expect(checkSkippingBadEntries(Answer, { updated: 1, offices: {} }, [['offices', '*']]).success).toBe(
      true,
    );
  });

  it('removes several items of one list without skipping a neighbour', () => {
    const List = z.record(z.string(), z.array(z.number()));
    const result = checkSkippingBadEntries(List, { a: [1, 'x', 'y', 2, 'z'] }, [['*'], ['*', '*']]);
    expect(result).toMatchObject({ success: true, data: { a: [1, 2] } });
  });
});
