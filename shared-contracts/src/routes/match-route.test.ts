import { describe, expect, it } from 'vitest';
import { canonicalPathOf, matchRoute, pathMatches } from './match-route.js';

const table = [
  { path: '/fishing', remote: 'toons' },
  { path: '/fishing/all', remote: 'toons' },
  { path: '/store/:slug', remote: 'makeship' },
  { path: '/store/purchases', remote: 'makeship' },
  { path: '/trinkets', remote: 'makeship' },
  { path: '/stickers', remote: 'makeship', canonicalPath: '/trinkets' },
  { path: '/arcade/cogsweeper', remote: 'arcade' },
];

describe('matchRoute', () => {
  it('finds the owner of static and parameterised paths', () => {
    expect(matchRoute('/fishing', table)?.remote).toBe('toons');
    expect(matchRoute('/fishing/all', table)?.path).toBe('/fishing/all');
    expect(matchRoute('/store/golden-trinket', table)?.path).toBe('/store/:slug');
    expect(matchRoute('/arcade/cogsweeper', table)?.remote).toBe('arcade');
  });

  it('prefers a static path over a parameter at the same place', () => {
    expect(matchRoute('/store/purchases', table)?.path).toBe('/store/purchases');
  });

  it('ignores trailing slashes and knows no unknown paths', () => {
    expect(matchRoute('/fishing/', table)?.path).toBe('/fishing');
    expect(matchRoute('/nope', table)).toBeUndefined();
    expect(matchRoute('/', table)).toBeUndefined();
    expect(pathMatches('/store/:slug', '/store')).toBe(false);
  });

  it('names an alias page canonical at its primary path', () => {
    expect(canonicalPathOf('/stickers', table)).toBe('/trinkets');
    expect(canonicalPathOf('/trinkets', table)).toBe('/trinkets');
    expect(canonicalPathOf('/store/golden-trinket', table)).toBe('/store/golden-trinket');
  });
});
