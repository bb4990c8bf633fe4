import { describe, expect, it } from 'vitest';
import { feedDateView, parseFeedDate } from './feed-date';

describe('a feed date as the game writes it', () => {
  it('reads the month, day, year and 12-hour time', () => {
    expect(parseFeedDate('November 27, 2026 at 1:05 PM')?.toISOString()).toBe('2026-11-27T13:05:00.000Z');
    expect(parseFeedDate('January 3, 2025 at 12:30 AM')?.toISOString()).toBe('2025-01-03T00:30:00.000Z');
    expect(parseFeedDate('March 9, 2024')?.toISOString()).toBe('2024-03-09T00:00:00.000Z');
  });

  it('refuses text that is not a date', () => {
    expect(parseFeedDate('Yesterday')).toBeNull();
    expect(parseFeedDate('Smarch 3, 2025 at 1:00 PM')).toBeNull();
    expect(parseFeedDate('February 31, 2025 at 1:00 PM')).toBeNull();
    expect(parseFeedDate('May 2, 2025 at 13:00 PM')).toBeNull();
  });

  it('is shown in words, or as the game wrote it when unreadable', () => {
    expect(feedDateView('November 27, 2026 at 1:05 PM', 'en-GB')).toEqual({
      words: '27 November 2026',
      machine: '2026-11-27',
    });
    expect(feedDateView('sometime soon', 'en-GB')).toEqual({ words: 'sometime soon' });
  });
});
