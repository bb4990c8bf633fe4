import type { GiveawayView } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { orderGiveaways } from './giveaway-dates';

const giveaway = (slug: string, startsAt: string, endsAt: string): GiveawayView => ({
  slug,
  title: slug,
  description: 'A giveaway.',
  prize: 'A prize',
  image: '/api/files/web/plush-cat.svg',
  startsAt,
  endsAt,
  timeZone: 'America/Los_Angeles',
  entered: false,
});

describe('orderGiveaways', () => {
  it('puts open ones first and ended ones last; the fall one has ended by November', () => {
    const fall = giveaway('fall-2025', '2025-10-01T00:00:00-07:00', '2025-10-31T23:59:59-07:00');
    const open = giveaway('open', '2025-11-01T00:00:00-07:00', '2030-12-31T23:59:59-08:00');
    const later = giveaway('later', '2029-01-01T00:00:00Z', '2029-02-01T00:00:00Z');
    expect(orderGiveaways([fall, later, open], new Date('2025-11-15T00:00:00Z')).map((g) => g.slug)).toEqual([
      'open',
      'later',
      'fall-2025',
    ]);
    // On its last evening in Los Angeles the fall giveaway is still open, the next not yet.
    expect(orderGiveaways([open, fall], new Date('2025-11-01T06:59:59Z')).map((g) => g.slug)).toEqual([
      'fall-2025',
      'open',
    ]);
  });
});
