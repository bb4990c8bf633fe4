import { describe, expect, it } from 'vitest';
import { localSiteConfig } from './local-config.js';
import { parseSiteConfig, SiteConfigError } from './site-config.js';

describe('the Theater videos in the site config', () => {
  it('defaults to none', () => {
    expect(parseSiteConfig(localSiteConfig).theaterVideos).toEqual([]);
  });

  it('accepts listed videos and refuses one without an embed address', () => {
    const video = {
      title: 'A video',
      embedUrl: 'https://www.youtube-nocookie.com/embed/x',
      source: 'A channel',
    };
    expect(parseSiteConfig({ ...localSiteConfig, theaterVideos: [video] }).theaterVideos).toEqual([video]);
    const broken = { ...localSiteConfig, theaterVideos: [{ ...video, embedUrl: 'not a url' }] };
    expect(() => parseSiteConfig(broken)).toThrow(SiteConfigError);
  });
});
