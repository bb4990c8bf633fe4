// Store data for route tests: dates chosen around the test clock (2026-01-15 by default).
import type { StoreItem } from 'shared-contracts/domain';
import type { ShopData } from '../store/shop-data.js';

const item = (slug: string, overrides: Partial<StoreItem> = {}): StoreItem => ({
  slug,
  kind: 'item',
  title: `Item ${slug}`,
  description: 'A test item.',
  image: `/api/files/web/${slug}.svg`,
  price: 0,
  availableFrom: '2025-01-01T00:00:00Z',
  availableUntil: '2030-12-31T23:59:59Z',
  ...overrides,
});

export const testShop: ShopData = {
  items: [
    item('free-trinket', { kind: 'trinket', title: 'Free Trinket' }),
    item('old-trinket', {
      kind: 'trinket',
      title: 'Old Trinket',
      availableUntil: '2025-06-30T23:59:59Z',
    }),
    item('future-trinket', { kind: 'trinket', availableFrom: '2029-01-01T00:00:00Z' }),
    item('badge-a', { price: 30, title: 'Badge A' }),
    item('badge-b', { price: 30, title: 'Badge B' }),
    item('badge-c', { price: 30, title: 'Badge C' }),
    item('badge-d', { price: 30, title: 'Badge D' }),
    item('badge-e', { price: 30, title: 'Badge E' }),
  ],
  giveaways: [
    {
      slug: 'fall-2025',
      title: 'Fall Giveaway',
      description: 'Ended.',
      prize: 'A plush',
      image: '/api/files/web/plush-bunny.svg',
      startsAt: '2025-10-01T00:00:00-07:00',
      endsAt: '2025-10-31T23:59:59-07:00',
      timeZone: 'America/Los_Angeles',
    },
    {
      slug: 'open-one',
      title: 'Open Giveaway',
      description: 'Open.',
      prize: 'Stickers',
      image: '/api/files/web/plush-cat.svg',
      startsAt: '2025-11-01T00:00:00-07:00',
      endsAt: '2030-12-31T23:59:59-08:00',
      timeZone: 'America/Los_Angeles',
    },
  ],
  promotions: [],
};
