import { beforeEach, describe, expect, it } from 'vitest';
import { readDismissedBanners, rememberDismissedBanner } from './dismissed-banners';
import { syncDismissedBannersCookie } from './dismissed-banners-cookie';

beforeEach(() => window.localStorage.clear());

describe('dismissed banners', () => {
  it('remembers each dismissed id once', () => {
    rememberDismissedBanner('a');
    rememberDismissedBanner('a');
    expect(rememberDismissedBanner('b')).toEqual(['a', 'b']);
    expect(readDismissedBanners()).toEqual(['a', 'b']);
  });

  it('treats foreign data in storage as nothing dismissed', () => {
    window.localStorage.setItem('trinket.dismissedBanners', '{"x":1}');
    expect(readDismissedBanners()).toEqual([]);
  });
});

describe('the cookie the site’s server reads', () => {
  /** The cookie's value; empty when there is none. */
  const cookie = () =>
    document.cookie
      .split('; ')
      .find((pair) => pair.startsWith('trinket_dismissed_banners='))
      ?.slice('trinket_dismissed_banners='.length) ?? '';
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: as the page itself writes it
    document.cookie = 'trinket_dismissed_banners=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('names the dismissed notices that are shown now, and is cleared when none is', () => {
    syncDismissedBannersCookie(rememberDismissedBanner('old'), ['welcome']);
    expect(cookie()).toBe('');
    syncDismissedBannersCookie(rememberDismissedBanner('welcome'), ['welcome', 'sale']);
    expect(cookie()).toBe('welcome');
    syncDismissedBannersCookie(readDismissedBanners(), ['sale']);
    expect(cookie()).toBe('');
  });
});
