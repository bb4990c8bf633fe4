import { describe, expect, it } from 'vitest';
import { answerWait, REFRESH_INTERVAL_MS, unreadableWait } from './ask-pacing';

describe('answerWait', () => {
  it('before the first answer: one second, doubling, ten at most', () => {
    expect([0, 1, 2, 3, 4, 5, 40].map((lost) => answerWait(lost, false))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000,
    ]);
  });

  it('after an answer: fifteen seconds, doubling, a minute at most', () => {
    expect([0, 1, 2, 3, 40].map((lost) => answerWait(lost, true))).toEqual([
      15_000, 30_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('a game answering in 10 s is never asked again before it answers a refresh', () => {
    expect(answerWait(0, true)).toBeGreaterThan(10_000);
  });
});

describe('unreadableWait', () => {
  it('two seconds after the first unreadable answer, doubling to the refresh interval', () => {
    expect([1, 2, 3, 4, 5, 6, 30].map(unreadableWait)).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(unreadableWait(99)).toBeLessThanOrEqual(REFRESH_INTERVAL_MS);
  });
});
