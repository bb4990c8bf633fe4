import { describe, expect, it } from 'vitest';
import { toonScopeOf, toonsQueryKey } from './toon-scope';

describe('toonScopeOf', () => {
  it('waits for the session', () => {
    expect(toonScopeOf('loading', null)).toBeNull();
  });

  it('keeps registered users’ toons in the account', () => {
    expect(toonScopeOf('registered', 'u1')).toEqual({ storage: 'account', uid: 'u1' });
  });

  it('keeps anonymous toons in the browser under the uid, signed-out ones under no uid', () => {
    expect(toonScopeOf('anonymous', 'g1')).toEqual({ storage: 'browser', uid: 'g1' });
    expect(toonScopeOf('signed-out', null)).toEqual({ storage: 'browser', uid: null });
  });

  it('gives each scope its own cache entry', () => {
    const keys = [
      toonsQueryKey({ storage: 'account', uid: 'u1' }),
      toonsQueryKey({ storage: 'browser', uid: 'u1' }),
      toonsQueryKey({ storage: 'browser', uid: null }),
    ].map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(3);
  });
});
