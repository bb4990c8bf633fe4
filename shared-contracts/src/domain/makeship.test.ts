import { describe, expect, it } from 'vitest';
import { MakeshipCampaignSchema, MakeshipResponseSchema } from './makeship.js';

const campaign = {
  title: 'Flippy Plush',
  image: 'https://images.example.com/flippy.png',
  url: 'https://www.makeship.com/products/flippy',
  quantity: 1200,
  raised: 42_000.5,
  endedAt: '2024-11-30T23:59:59.000Z',
  stretch: [{ goal: 1000, title: 'Bonus pin' }],
};

describe('MakeshipCampaignSchema', () => {
  it('accepts a campaign', () => {
    expect(MakeshipCampaignSchema.parse(campaign)).toEqual(campaign);
  });

  it('accepts a site image path but not other relative paths', () => {
    expect(
      MakeshipCampaignSchema.safeParse({ ...campaign, image: '/api/files/web/plush-a.svg' }).success,
    ).toBe(true);
    expect(MakeshipCampaignSchema.safeParse({ ...campaign, image: '/api/files/../secret.svg' }).success).toBe(
      false,
    );
  });

  it('defaults stretch goals to empty', () => {
    const { stretch: _stretch, ...rest } = campaign;
    expect(MakeshipCampaignSchema.parse(rest).stretch).toEqual([]);
  });

  it.each([
    ['a non-URL image', { ...campaign, image: 'flippy.png' }],
    ['a javascript: url', { ...campaign, url: 'javascript:alert(1)' }],
    ['a negative quantity', { ...campaign, quantity: -1 }],
    ['a fractional quantity', { ...campaign, quantity: 1.5 }],
    ['negative money raised', { ...campaign, raised: -5 }],
    ['a non-ISO end date', { ...campaign, endedAt: 'Nov 30' }],
    ['a zero stretch goal', { ...campaign, stretch: [{ goal: 0, title: 'x' }] }],
    ['a missing title', { ...campaign, title: undefined }],
  ])('rejects %s', (_label, value) => {
    expect(MakeshipCampaignSchema.safeParse(value).success).toBe(false);
  });
});

describe('MakeshipResponseSchema', () => {
  const response = {
    campaigns: [campaign],
    fetchedAt: '2025-01-01T00:00:00.000Z',
    ageSeconds: 12,
    isSample: true,
    stale: false,
  };

  it('accepts a response', () => {
    expect(MakeshipResponseSchema.parse(response)).toEqual(response);
  });

  it('rejects a response with a bad campaign or missing flag', () => {
    expect(MakeshipResponseSchema.safeParse({ ...response, campaigns: [{}] }).success).toBe(false);
    expect(MakeshipResponseSchema.safeParse({ ...response, isSample: undefined }).success).toBe(false);
    expect(MakeshipResponseSchema.safeParse({ ...response, ageSeconds: -1 }).success).toBe(false);
  });
});
