import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPrice } from './format';

describe('formatPrice', () => {
  it('separates thousands and names jellybeans, free when 0', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(1)).toBe('1 jellybean');
    expect(formatPrice(1250)).toBe('1,250 jellybeans');
  });
});

describe('dates', () => {
  it('states an end of day in its own time zone', () => {
    const end = '2025-10-31T23:59:59-07:00';
    expect(formatDate(end, 'America/Los_Angeles')).toBe('October 31, 2025');
    expect(formatDateTime(end, 'America/Los_Angeles')).toMatch(/^October 31, 2025,? (at )?11:59\sPM PDT$/);
    expect(formatDate(end, 'UTC')).toBe('November 1, 2025');
    // Without a zone, the site's own (Pacific), whatever the visitor's.
    expect(formatDate('2030-12-31T23:59:59-08:00')).toBe('December 31, 2030');
  });
});
