import { describe, expect, it } from 'vitest';
import { dismissedBannersCookie } from '../storage-keys/shell.js';
import { dismissedBannersCookieValue, dismissedBannersFromCookies } from './dismissed-banners-cookie.js';

describe('the dismissed notices cookie', () => {
  it('reads back the ids it wrote, whatever characters they hold', () => {
    const ids = ['welcome-2026', 'sale | 50% off; today', 'é'];
    const header = `a=1; ${dismissedBannersCookie.key}=${dismissedBannersCookieValue(ids)}; b=2`;
    expect(dismissedBannersFromCookies(header)).toEqual(ids);
  });

  it('reads nothing from no cookie, another cookie, a malformed value or an id longer than a notice’s', () => {
    expect(dismissedBannersFromCookies(undefined)).toEqual([]);
    expect(dismissedBannersFromCookies('trinket_dismissed=welcome')).toEqual([]);
    expect(dismissedBannersFromCookies(`${dismissedBannersCookie.key}=%E0%A4%A`)).toEqual([]);
    expect(dismissedBannersFromCookies(`${dismissedBannersCookie.key}=${'x'.repeat(65)}`)).toEqual([]);
    expect(dismissedBannersFromCookies(`${dismissedBannersCookie.key}=`)).toEqual([]);
  });
});
