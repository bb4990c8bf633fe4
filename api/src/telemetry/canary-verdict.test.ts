// The automatic rollback's rule: enough loads, and a failure rate above live's by more than the margin.
import { describe, expect, it } from 'vitest';
import { canaryVerdict, describeVerdict } from './canary-verdict.js';

const rule = { minLoads: 50, maxExtraFailureRate: 0.05 };
const since = new Date('2026-05-01T10:00:00Z');
const live = { version: '1.0.0', loads: 200, loadFailures: 10 }; // 5 %
const canary = (loads: number, loadFailures: number) => ({ version: '1.1.0', loads, loadFailures });

describe('canaryVerdict', () => {
  it('waits for the minimum number of loads, however badly the canary fails before them', () => {
    expect(canaryVerdict(canary(49, 49), live, rule, since).rollBack).toBe(false);
    expect(canaryVerdict(canary(50, 50), live, rule, since).rollBack).toBe(true);
  });

  it('keeps a canary below the margin and one exactly at it; rolls back one above it', () => {
    // live 5 %: below (9 %), at (10 %: 5 points more), above (12 %).
    expect(canaryVerdict(canary(100, 9), live, rule, since).rollBack).toBe(false);
    expect(canaryVerdict(canary(100, 10), live, rule, since).rollBack).toBe(false);
    expect(canaryVerdict(canary(100, 12), live, rule, since).rollBack).toBe(true);
    // Rates whose difference is not exact in floating point: 30 % against 25 %.
    const quarter = { version: '1.0.0', loads: 100, loadFailures: 25 };
    expect(canaryVerdict(canary(100, 30), quarter, rule, since).rollBack).toBe(false);
    expect(canaryVerdict(canary(100, 31), quarter, rule, since).rollBack).toBe(true);
  });

  it('compares with no failures when live had no loads in the window', () => {
    const idle = { version: 'build', loads: 0, loadFailures: 0 };
    expect(canaryVerdict(canary(60, 3), idle, rule, since).rollBack).toBe(false);
    expect(canaryVerdict(canary(60, 4), idle, rule, since).rollBack).toBe(true);
  });

  it('keeps the figures it decided on, and says them in words', () => {
    const verdict = canaryVerdict(canary(60, 30), live, rule, since);
    expect(verdict.figures).toEqual({
      canary: { version: '1.1.0', loads: 60, loadFailures: 30, failureRate: 0.5 },
      live: { version: '1.0.0', loads: 200, loadFailures: 10, failureRate: 0.05 },
      rule,
      since: '2026-05-01T10:00:00.000Z',
    });
    expect(describeVerdict(verdict.figures)).toBe(
      'canary 1.1.0 failed 30 of 60 loads (50.0%), live 1.0.0 10 of 200 (5.0%): over the allowed 5.0 points more',
    );
  });
});
