import { surfaceProblems } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { routes } from './app/routes';
import { surface } from './surface';

describe('mfe-auth surface', () => {
  it('fits the contract, and its router serves exactly the pages it declares', () => {
    expect(
      surfaceProblems(
        surface,
        routes.map((route) => route.path),
      ),
    ).toEqual([]);
  });
});
