import { describe, expect, it } from 'vitest';
import {
  createToonLinkAuthorization,
  TOONLINK_PORTS,
  ToonLinkAuthorizationSchema,
  ToonLinkSettingSchema,
} from './toonlink-browser.js';

it('lists the scanned ports', () => {
  expect(TOONLINK_PORTS).toEqual([1547, 1548, 1549, 1550, 1551, 1552, 1553, 1554]);
});

it('creates a fresh random authorization', () => {
  const a = createToonLinkAuthorization();
  expect(a).toMatch(/^[0-9a-f]{32}$/);
  expect(createToonLinkAuthorization()).not.toBe(a);
});

describe('browser-kept settings', () => {
  it('accepts the remembered choice and refuses anything else', () => {
    expect(ToonLinkSettingSchema.safeParse({ enabled: true }).success).toBe(true);
    expect(ToonLinkSettingSchema.safeParse({ enabled: 'yes' }).success).toBe(false);
    expect(ToonLinkSettingSchema.safeParse({ enabled: true, extra: 1 }).success).toBe(false);
  });

  it('accepts only authorization strings of the shape the site creates', () => {
    expect(ToonLinkAuthorizationSchema.safeParse(createToonLinkAuthorization()).success).toBe(true);
    expect(ToonLinkAuthorizationSchema.safeParse('short').success).toBe(false);
    expect(ToonLinkAuthorizationSchema.safeParse('Z'.repeat(32)).success).toBe(false);
  });
});
