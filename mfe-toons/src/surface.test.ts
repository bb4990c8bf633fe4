import { surfaceProblems } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { pages, routes } from './app/routes';
import { surface } from './surface';

describe('mfe-toons surface', () => {
  it('fits the contract, and its router serves exactly the pages it declares', () => {
    expect(
      surfaceProblems(
        surface,
        pages.map((route) => route.path),
      ),
    ).toEqual([]);
  });

  it('serves every page inside the layout that keeps ToonLink running', () => {
    expect(routes).toHaveLength(1);
    expect(routes[0]?.children).toBe(pages);
  });
});
