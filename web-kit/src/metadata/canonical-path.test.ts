import { describe, expect, it } from 'vitest';
import { canonicalPathname } from './canonical-path.js';
import { buildPageMetadata } from './page-metadata.js';

describe('canonicalPathname', () => {
  it('drops a trailing slash', () => {
    expect(canonicalPathname('/makeship/')).toBe('/makeship');
    expect(canonicalPathname('/store/jellybean-jar-badge/')).toBe('/store/jellybean-jar-badge');
  });
  it('drops repeated slashes', () => {
    expect(canonicalPathname('//store///purchases//')).toBe('/store/purchases');
  });
  it('keeps the root and a path already canonical', () => {
    expect(canonicalPathname('/')).toBe('/');
    expect(canonicalPathname('')).toBe('/');
    expect(canonicalPathname('/makeship')).toBe('/makeship');
  });
});

describe('buildPageMetadata canonical URL', () => {
  const canonicalOf = (path: string) =>
    buildPageMetadata({ title: 'Makeship', description: 'Plushies.', path }, 'https://trinkets.example')
      .canonicalUrl;

  it('never ends in a slash for a page path', () => {
    expect(canonicalOf('/makeship/')).toBe('https://trinkets.example/makeship');
    expect(canonicalOf('/makeship/?tab=pins#top')).toBe('https://trinkets.example/makeship');
  });
  it('names the site root as the site root', () => {
    expect(canonicalOf('/')).toBe('https://trinkets.example/');
  });
});
