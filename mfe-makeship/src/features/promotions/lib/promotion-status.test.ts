import type { Promotion } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { promotionViews } from './promotion-status';

const promotion = (slug: string, validFrom: string, validUntil: string): Promotion => ({
  slug,
  title: slug,
  description: 'A promotion.',
  code: null,
  validFrom,
  validUntil,
});

describe('promotionViews', () => {
  it('marks expired ones and lists them after the running and upcoming ones', () => {
    const views = promotionViews(
      [
        promotion('expired', '2024-01-01T00:00:00Z', '2024-02-01T00:00:00Z'),
        promotion('long', '2025-01-01T00:00:00Z', '2030-01-01T00:00:00Z'),
        promotion('upcoming', '2027-01-01T00:00:00Z', '2027-02-01T00:00:00Z'),
        promotion('last-moment', '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z'),
      ],
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(views.map((view) => [view.slug, view.state])).toEqual([
      ['last-moment', 'open'],
      ['upcoming', 'upcoming'],
      ['long', 'open'],
      ['expired', 'ended'],
    ]);
  });
});
