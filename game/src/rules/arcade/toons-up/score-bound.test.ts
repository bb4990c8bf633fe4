import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playToonsUpScripted } from '../scripted-players.js';
import { MAX_GAME_STEPS } from './rules.js';
import { maxToonsUpScore } from './score-bound.js';

describe('the highest score a game can reach in its steps', () => {
  it('is never below what a played game scores', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff_ffff }), (seed) => {
        const played = playToonsUpScripted(seed);
        expect(played.score).toBeLessThanOrEqual(maxToonsUpScore(played.steps));
      }),
      { numRuns: 40 },
    );
  });

  it('grows with the steps and stops at the game’s time limit', () => {
    expect(maxToonsUpScore(0)).toBe(0);
    expect(maxToonsUpScore(60)).toBeLessThan(maxToonsUpScore(600));
    expect(maxToonsUpScore(MAX_GAME_STEPS * 2)).toBe(maxToonsUpScore(MAX_GAME_STEPS));
    // A second of play cannot reach ten thousand points, nor the longest game ten million.
    expect(maxToonsUpScore(60)).toBeLessThan(10_000);
    expect(maxToonsUpScore(MAX_GAME_STEPS)).toBeLessThan(10_000_000);
  });
});
