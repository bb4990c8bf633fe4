import { beforeEach, describe, expect, it } from 'vitest';
import { readDismissedBanners, rememberDismissedBanner } from './dismissed-banners';

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
