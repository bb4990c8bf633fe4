import { describe, expect, it } from 'vitest';
import { estimateEnd, secondsLeft } from './time-left';

describe('estimateEnd', () => {
  it('extrapolates the observed rate to the total', () => {
    // 100 cogs in 50 s is 2 a second; 800 remain after the second report: 400 s more.
    expect(
      estimateEnd(
        [
          { asOf: 1_000, defeated: 100 },
          { asOf: 1_050, defeated: 200 },
        ],
        1000,
      ),
    ).toBe(1_450);
  });

  it('uses the first and last reports whatever their order', () => {
    const reports = [
      { asOf: 1_100, defeated: 300 },
      { asOf: 1_000, defeated: 100 },
      { asOf: 1_050, defeated: 250 },
    ];
    expect(estimateEnd(reports, 500)).toBe(1_200);
  });

  it.each([
    ['no reports', []],
    ['one report', [{ asOf: 1_000, defeated: 10 }]],
    [
      'reports at the same moment',
      [
        { asOf: 1_000, defeated: 10 },
        { asOf: 1_000, defeated: 20 },
      ],
    ],
    [
      'no progress between reports',
      [
        { asOf: 1_000, defeated: 10 },
        { asOf: 1_060, defeated: 10 },
      ],
    ],
  ])('gives no estimate with %s', (_label, reports) => {
    expect(estimateEnd(reports, 1000)).toBeNull();
  });

  it('counts down from now and stops at zero', () => {
    expect(secondsLeft(1_450, 1_400)).toBe(50);
    expect(secondsLeft(1_450, 1_500)).toBe(0);
    expect(secondsLeft(null, 1_500)).toBeNull();
  });
});
