import { type TrophyTrack, trackProgress } from 'trinket-game/data';
import { describe, expect, it } from 'vitest';
import { trophyBar } from './trophy-bar';

// A made-up track for the arithmetic; the real thresholds live in shared-contracts.
const track: TrophyTrack = { stat: 'Example Wins', thresholds: [1, 10, 100], weight: 1 };

function barFor(value: number) {
  return trophyBar(track, trackProgress(track, value));
}

describe('trophyBar', () => {
  it('runs from zero to the first threshold before any trophy', () => {
    expect(barFor(0)).toEqual({ min: 0, max: 1, now: 0, text: '0 of 1 for the next trophy' });
  });

  it('runs from the last threshold passed to the next one', () => {
    expect(barFor(42)).toEqual({ min: 10, max: 100, now: 42, text: '42 of 100 for the next trophy' });
  });

  it('starts a new span exactly at a threshold', () => {
    expect(barFor(10)).toMatchObject({ min: 10, max: 100, now: 10 });
  });

  it('is full once every trophy is earned, whatever the value', () => {
    expect(barFor(5000)).toEqual({ min: 0, max: 100, now: 100, text: 'All 3 trophies earned' });
  });

  it('words a single-trophy track in the singular', () => {
    const single: TrophyTrack = { stat: 'Only', thresholds: [50], weight: 1 };
    expect(trophyBar(single, trackProgress(single, 60)).text).toBe('The trophy is earned');
  });

  it('groups thousands in the text', () => {
    const big: TrophyTrack = { stat: 'Big', thresholds: [2000], weight: 1 };
    expect(trophyBar(big, trackProgress(big, 1500)).text).toBe('1,500 of 2,000 for the next trophy');
  });
});
