import { describe, expect, it } from 'vitest';
import { areaPageTitle, paintedTitleOf } from './area-page-title';

describe('paintedTitleOf', () => {
  it('reads the page’s name from the title the server wrote', () => {
    expect(paintedTitleOf('/cog-radar', 'The Trinket Foundation | Cog Radar')).toEqual({
      pathname: '/cog-radar',
      title: 'Cog Radar',
    });
  });

  it('has none for the bare site title', () => {
    expect(paintedTitleOf('/cog-radar', 'The Trinket Foundation')).toBeUndefined();
  });
});

describe('areaPageTitle', () => {
  const painted = { pathname: '/cog-radar', title: 'Cog Radar' };

  it('is the route’s title when a routes.json names the page', () => {
    expect(areaPageTitle({ pathname: '/cog-radar', routeTitle: 'Cog Radar', painted: undefined })).toBe(
      'Cog Radar',
    );
  });

  it('names the page the server painted, as unavailable, while its remote cannot be read', () => {
    expect(areaPageTitle({ pathname: '/cog-radar', routeTitle: undefined, painted })).toBe(
      'Cog Radar unavailable',
    );
  });

  it('says the page is unavailable, never "Home", for a path nothing names', () => {
    const title = areaPageTitle({ pathname: '/theater', routeTitle: undefined, painted });
    expect(title).toBe('Page unavailable');
    expect(title).not.toMatch(/Home/);
  });
});
