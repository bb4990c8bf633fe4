import { describe, expect, it } from 'vitest';
import { windowState } from './time-window.js';

describe('windowState', () => {
  const from = '2025-10-01T00:00:00-07:00';
  const until = '2025-10-31T23:59:59-07:00';

  it('is upcoming before the start, open from the start to the last moment, ended after', () => {
    expect(windowState(from, until, new Date('2025-10-01T06:59:59Z'))).toBe('upcoming');
    expect(windowState(from, until, new Date('2025-10-01T07:00:00Z'))).toBe('open');
    expect(windowState(from, until, new Date('2025-11-01T06:59:59Z'))).toBe('open');
    expect(windowState(from, until, new Date('2025-11-01T06:59:59.001Z'))).toBe('ended');
  });
});
