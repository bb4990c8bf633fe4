import { routesOf } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { routes } from './app/routes';

describe('mfe-arcade routes', () => {
  it('serves exactly the paths the route table gives it', () => {
    const served = routes.map((route) => route.path).sort();
    const owned = routesOf('arcade')
      .map((route) => route.path)
      .sort();
    expect(served).toEqual(owned);
  });
});
