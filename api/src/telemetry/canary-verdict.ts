// The automatic rollback's rule, apart from any database: a canary is rolled back once it has at
// least `minLoads` loads in its window and its load-failure rate is above live's by more than the
// margin. Exactly the margin is not more: it stays.
import type { CanaryRule } from '../config.js';

export interface LoadCounts {
  version: string;
  loads: number;
  loadFailures: number;
}

/** What a verdict was reached on, kept with the rollback in the release history. */
export interface CanaryFigures {
  canary: LoadCounts & { failureRate: number | null };
  live: LoadCounts & { failureRate: number | null };
  rule: CanaryRule;
  /** Where the canary's window began (its latest `canary` event). */
  since: string;
}

export interface CanaryVerdict {
  rollBack: boolean;
  figures: CanaryFigures;
}

// Rates are fractions of whole counts: in floating point a difference of exactly the margin comes
// out a hair to either side of it (0.3 - 0.25 is 0.04999…), and only clearly more counts.
const ROUNDING = 1e-9;

const rate = ({ loads, loadFailures }: LoadCounts) => (loads > 0 ? loadFailures / loads : null);

export function canaryVerdict(
  canary: LoadCounts,
  live: LoadCounts,
  rule: CanaryRule,
  since: Date,
): CanaryVerdict {
  const canaryRate = rate(canary);
  const liveRate = rate(live);
  const rollBack =
    canary.loads >= rule.minLoads &&
    canaryRate !== null &&
    canaryRate - (liveRate ?? 0) > rule.maxExtraFailureRate + ROUNDING;
  return {
    rollBack,
    figures: {
      canary: { ...canary, failureRate: canaryRate },
      live: { ...live, failureRate: liveRate },
      rule,
      since: since.toISOString(),
    },
  };
}

/** The reason written with the rollback, in words. */
export function describeVerdict({ canary, live, rule }: CanaryFigures): string {
  const percent = (value: number | null) => (value === null ? 'no loads' : `${(value * 100).toFixed(1)}%`);
  return (
    `canary ${canary.version} failed ${canary.loadFailures} of ${canary.loads} loads (${percent(canary.failureRate)}), ` +
    `live ${live.version} ${live.loadFailures} of ${live.loads} (${percent(live.failureRate)}): ` +
    `over the allowed ${(rule.maxExtraFailureRate * 100).toFixed(1)} points more`
  );
}
