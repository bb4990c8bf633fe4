import { describe, expect, it } from 'vitest';
import { retryDelay } from './backoff';

describe('retryDelay', () => {
  it('doubles from one second and stays at thirty', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('treats zero or fewer failures as the first', () => {
    expect(retryDelay(0)).toBe(1_000);
    expect(retryDelay(-3)).toBe(1_000);
  });
});
