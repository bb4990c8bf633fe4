import type { StoreItem } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { findStoreItem } from './get-store-item';

const item = (slug: string): StoreItem => ({
  slug,
  kind: 'item',
  title: slug,
  description: `The ${slug}.`,
  image: `/images/${slug}.png`,
  price: 0,
  availableFrom: '2026-01-01T00:00:00.000Z',
  availableUntil: '2026-12-31T00:00:00.000Z',
});

describe('findStoreItem', () => {
  it('finds the item with the slug', () => {
    expect(findStoreItem([item('badge'), item('jar')], 'jar')?.slug).toBe('jar');
  });
  it('answers null for a slug the store does not have', () => {
    expect(findStoreItem([item('badge')], 'no-such-item')).toBeNull();
  });
});
