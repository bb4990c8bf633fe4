// A broken rule: the field (a dotted path, e.g. "fish.9000-9999" or "rewards.pinkSlips") and the
// limit it breaks, worded for a person reading an api answer or a log line.

export interface RuleIssue {
  path: string;
  message: string;
}

/** A refusal names the first few problems: enough to fix the request, small whatever was sent. */
export const MAX_REPORTED_ISSUES = 10;

/** Collects issues up to {@link MAX_REPORTED_ISSUES}; `full` tells checks they may stop early. */
export class RuleIssues {
  readonly list: RuleIssue[] = [];

  get full(): boolean {
    return this.list.length >= MAX_REPORTED_ISSUES;
  }

  add(path: string, message: string): void {
    if (!this.full) this.list.push({ path, message });
  }

  /** A whole count from 0 to `max`, or an issue naming the limit. */
  count(path: string, value: number, max: number): void {
    if (!Number.isInteger(value) || value < 0 || value > max) {
      this.add(path, `Must be a whole number from 0 to ${formatLimit(max)}`);
    }
  }

  /** At most `max` entries in a map. */
  entries(path: string, map: object, max: number): void {
    const size = Object.keys(map).length;
    if (size > max) this.add(path, `At most ${formatLimit(max)} entries (got ${formatLimit(size)})`);
  }
}

/** 1000000 → "1,000,000", without Intl (this runs in the browser's first tasks too). */
export function formatLimit(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function joinPath(...parts: string[]): string {
  return parts.filter((part) => part !== '').join('.');
}
