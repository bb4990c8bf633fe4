import { describe, expect, it } from 'vitest';
import { pacificParts } from './pacific-time';

const intlDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'America/Los_Angeles',
});
const intlTime = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
  timeZone: 'America/Los_Angeles',
});

describe('pacificParts', () => {
  it('reads an end-of-month moment in daylight time', () => {
    expect(pacificParts(new Date('2025-11-01T06:59:59Z'))).toEqual({
      date: 'October 31, 2025',
      time: '11:59 PM',
      zone: 'PDT',
    });
  });

  it('agrees with the time zone database around every change of clock, 2007 to 2040', () => {
    for (let year = 2007; year <= 2040; year += 1) {
      for (const month of [2, 10]) {
        for (let day = 1; day <= 14; day += 1) {
          for (const hourUtc of [0, 7, 8, 9, 10, 11, 12, 23]) {
            for (const minute of [0, 59]) {
              const instant = new Date(Date.UTC(year, month, day, hourUtc, minute));
              const parts = pacificParts(instant);
              const time = intlTime.format(instant).replace(/\s/g, ' ');
              expect(parts?.date).toBe(intlDate.format(instant));
              expect(`${parts?.time} ${parts?.zone}`).toBe(time);
            }
          }
        }
      }
    }
  });

  it('leaves older or invalid instants to Intl', () => {
    expect(pacificParts(new Date('2006-07-01T00:00:00Z'))).toBeNull();
    expect(pacificParts(new Date('not a date'))).toBeNull();
  });
});
