import { describe, expect, it } from 'vitest';
import { buildPageMetadata } from './page-metadata.js';

describe('buildPageMetadata', () => {
  it('prefixes the title with the site name and builds a canonical URL without query or hash', () => {
    const metadata = buildPageMetadata(
      { title: 'Fishing', description: 'Fish.', path: '/fishing?toon=1#top', keywords: ['fish'] },
      'https://trinkets.example',
    );
    expect(metadata.title).toBe('The Trinket Foundation | Fishing');
    expect(metadata.canonicalUrl).toBe('https://trinkets.example/fishing');
    expect(metadata.keywords.split(', ')).toEqual(expect.arrayContaining(['fish', 'Toontown Rewritten']));
    expect(metadata.description).toBe('Fish.');
  });
});
