import { describe, expect, it } from 'vitest';
import { isActivePath } from './hooks';
import { navigate } from './location';

describe('shell router', () => {
  it('marks exact and parent paths active', () => {
    expect(isActivePath('/fishing', '/fishing')).toBe(true);
    expect(isActivePath('/fishing', '/fishing/all')).toBe(true);
    expect(isActivePath('/fishing', '/fishing/all', true)).toBe(false);
    expect(isActivePath('/store', '/storefront')).toBe(false);
    expect(isActivePath('/', '/fishing')).toBe(false);
  });

  it('pushes and replaces history entries and announces them', () => {
    let announced = 0;
    window.addEventListener('trinket:shell-navigate', () => {
      announced += 1;
    });
    const before = window.history.length;
    navigate('/makeship');
    expect(window.location.pathname).toBe('/makeship');
    expect(window.history.length).toBe(before + 1);
    navigate('/trinkets', { replace: true });
    expect(window.location.pathname).toBe('/trinkets');
    expect(window.history.length).toBe(before + 1);
    navigate('/trinkets');
    expect(announced).toBe(2);
  });
});
