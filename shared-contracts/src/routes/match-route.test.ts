import { describe, expect, it } from 'vitest';
import { matchRoute, pathMatches } from './match-route.js';
import { remoteNames, routesOf, routeTable } from './route-table.js';

describe('matchRoute', () => {
  it('finds the owner of static and parameterised paths', () => {
    expect(matchRoute('/fishing')?.remote).toBe('toons');
    expect(matchRoute('/fishing/all')?.path).toBe('/fishing/all');
    expect(matchRoute('/store/golden-trinket')?.path).toBe('/store/:slug');
    expect(matchRoute('/arcade/cogsweeper')?.remote).toBe('arcade');
  });

  it('prefers a static path over a parameter at the same place', () => {
    expect(matchRoute('/store/purchases')?.path).toBe('/store/purchases');
  });

  it('ignores trailing slashes and knows no unknown paths', () => {
    expect(matchRoute('/profile/')?.path).toBe('/profile');
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/')).toBeUndefined();
    expect(pathMatches('/store/:slug', '/store')).toBe(false);
  });
});

describe('routeTable', () => {
  it('gives every remote at least one path and never the same path twice', () => {
    for (const name of remoteNames) expect(routesOf(name).length).toBeGreaterThan(0);
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('forwards /toon-link to /toonlink', () => {
    expect(matchRoute('/toon-link')?.redirectTo).toBe('/toonlink');
  });
});
