import { describe, expect, it } from 'vitest';
import { formatCaughtAt } from './caught-at';

const iso = '2025-03-04T23:30:00.000Z';

describe('formatCaughtAt', () => {
  it('shows UTC, marked, when local time is off', () => {
    expect(formatCaughtAt(iso, false)).toBe('Mar 4, 2025, 11:30 PM UTC');
  });

  it('shows the local time zone when local time is on', () => {
    expect(formatCaughtAt(iso, true, 'Asia/Tokyo')).toBe('Mar 5, 2025, 8:30 AM');
  });

  it('is null for an unreadable date', () => {
    expect(formatCaughtAt('not a date', true)).toBeNull();
  });
});
