import type { Toon } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { statRuleProblem } from './stat-rule-problem';

const toon = {
  golf: { 'Courses Completed': 3 },
  racing: { 'Total Wins': 2, 'Speedway Wins': 2 },
  lastEditedAt: '2026-01-01T00:00:00.000Z',
} as unknown as Toon;

describe('statRuleProblem', () => {
  it('names the golf rule a new value breaks, in the shared words', () => {
    expect(statRuleProblem(toon, 'golf', { 'Courses Completed': 3, 'Courses Under Par': 5 })).toBe(
      'Courses Under Par (5) cannot be more than Courses Completed (3): a course under par is a course completed',
    );
  });

  it('names a racing rule broken by lowering the bound', () => {
    expect(statRuleProblem(toon, 'racing', { 'Total Wins': 1, 'Speedway Wins': 2 })).toMatch(
      /^Speedway Wins .*\(2\) cannot be more than Total Wins \(1\)/,
    );
  });

  it('is null for values that keep every rule', () => {
    expect(statRuleProblem(toon, 'golf', { 'Courses Completed': 5, 'Courses Under Par': 5 })).toBeNull();
    expect(statRuleProblem(toon, 'racing', { 'Total Wins': 3, 'Speedway Wins': 2 })).toBeNull();
  });
});
