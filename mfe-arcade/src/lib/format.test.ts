import { describe, expect, it } from 'vitest';
import { formatBestTime, formatSeconds } from './format';

describe('time formats', () => {
  it('shows whole seconds, then minutes and seconds from ten minutes', () => {
    expect(formatSeconds(0)).toBe('0 s');
    expect(formatSeconds(42_999)).toBe('42 s');
    expect(formatSeconds(725_000)).toBe('12:05');
  });

  it('shows best times to a tenth of a second', () => {
    expect(formatBestTime(12_345)).toBe('12.3 s');
  });
});
