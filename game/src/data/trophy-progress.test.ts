import { describe, expect, it } from 'vitest';
import { GOLF_TROPHIES, RACING_TROPHIES, type TrophyTrack } from './trophies.js';
import { countTrophies, totalTrophies, trackProgress, trophyProgress } from './trophy-progress.js';

const track: TrophyTrack = { stat: 'Courses Completed', thresholds: [1, 10, 100], weight: 2 };

describe('trophy tables', () => {
  it('hold the golf and racing tracks of the reference files', () => {
    expect(GOLF_TROPHIES).toHaveLength(10);
    expect(RACING_TROPHIES).toHaveLength(11);
    expect(GOLF_TROPHIES.find((t) => t.stat === 'Birdie Or Better Shots')?.thresholds).toEqual([3, 30, 300]);
    expect(RACING_TROPHIES.find((t) => t.stat === 'Tournament Race Qualify Count')).toEqual({
      stat: 'Tournament Race Qualify Count',
      thresholds: [1, 3, 5, 7, 9, 11, 13, 15],
      weight: 3,
    });
    expect(totalTrophies(GOLF_TROPHIES)).toBe(30);
    expect(totalTrophies(RACING_TROPHIES)).toBe(30);
  });

  it('list every track with strictly ascending positive thresholds and a unique name', () => {
    for (const tracks of [GOLF_TROPHIES, RACING_TROPHIES]) {
      expect(new Set(tracks.map((t) => t.stat)).size).toBe(tracks.length);
      for (const { thresholds } of tracks) {
        expect(thresholds.length).toBeGreaterThan(0);
        expect(thresholds[0]).toBeGreaterThan(0);
        thresholds.slice(1).forEach((value, index) => {
          expect(value).toBeGreaterThan(thresholds[index] ?? Number.POSITIVE_INFINITY);
        });
      }
    }
  });
});

describe('trackProgress', () => {
  it('starts at nothing earned, aiming at the first threshold', () => {
    expect(trackProgress(track, 0)).toEqual({
      stat: 'Courses Completed',
      value: 0,
      earned: 0,
      total: 3,
      next: 1,
      fraction: 0,
    });
  });

  it('counts a threshold as earned when the value reaches it exactly', () => {
    expect(trackProgress(track, 10)).toMatchObject({ earned: 2, next: 100, fraction: 0 });
  });

  it('measures the fraction from the previous threshold to the next', () => {
    // 55 is halfway from 10 to 100.
    expect(trackProgress(track, 55).fraction).toBeCloseTo(0.5);
    // Before the first threshold the span starts at 0: 3 of 4 towards 4.
    expect(trackProgress({ ...track, thresholds: [4, 40] }, 3).fraction).toBeCloseTo(0.75);
  });

  it('is complete when every threshold is reached, however far past the last', () => {
    expect(trackProgress(track, 100)).toMatchObject({ earned: 3, next: null, fraction: 1 });
    expect(trackProgress(track, 5000)).toMatchObject({ earned: 3, next: null, fraction: 1 });
  });

  it('handles a single-threshold track', () => {
    const single: TrophyTrack = { stat: 'Total Wins', thresholds: [50], weight: 3 };
    expect(trackProgress(single, 49)).toMatchObject({ earned: 0, total: 1, next: 50 });
    expect(trackProgress(single, 49).fraction).toBeCloseTo(0.98);
    expect(trackProgress(single, 50)).toMatchObject({ earned: 1, next: null, fraction: 1 });
  });
});

describe('trophyProgress and countTrophies', () => {
  const stats = {
    'Courses Completed': 12,
    'Hole In One Shots': 50,
    'Par Or Better Shots': 3,
    'Not A Golf Stat': 999,
  };

  it('reports every track in order, a missing statistic as 0', () => {
    const progress = trophyProgress(stats, GOLF_TROPHIES);
    expect(progress.map((p) => p.stat)).toEqual(GOLF_TROPHIES.map((t) => t.stat));
    expect(progress[0]).toMatchObject({ value: 12, earned: 2, next: 100 });
    expect(progress.find((p) => p.stat === 'Hole In One Shots')).toMatchObject({
      earned: 3,
      next: null,
    });
    expect(progress.find((p) => p.stat === 'Courses Under Par')).toMatchObject({
      value: 0,
      earned: 0,
      next: 1,
    });
  });

  it('adds up the earned thresholds and ignores statistics without a track', () => {
    // 2 (Courses Completed) + 3 (Hole In One) + 0 (Par Or Better: 3 < 4).
    expect(countTrophies(stats, GOLF_TROPHIES)).toBe(5);
    expect(countTrophies({}, RACING_TROPHIES)).toBe(0);
  });

  it('earns every trophy when each statistic is at its last threshold', () => {
    const maxed = Object.fromEntries(
      RACING_TROPHIES.map((t) => [t.stat, t.thresholds[t.thresholds.length - 1] ?? 0]),
    );
    expect(countTrophies(maxed, RACING_TROPHIES)).toBe(totalTrophies(RACING_TROPHIES));
  });

  it('does not read inherited properties as statistics', () => {
    const odd: TrophyTrack = { stat: 'constructor', thresholds: [1], weight: 1 };
    expect(trophyProgress({}, [odd])[0]).toMatchObject({ value: 0, earned: 0 });
  });
});
