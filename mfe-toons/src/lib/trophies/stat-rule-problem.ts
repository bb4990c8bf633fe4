import type { StatMap, Toon } from 'shared-contracts/domain';
import { changeConsistencyIssues } from 'trinket-game/rules';

/**
 * The words of the first rule between golf (or racing) statistics that `stats` would break for
 * `toon`, e.g. "Courses Under Par (5) cannot be more than Courses Completed (3): a course under par
 * is a course completed", or null. The rules and words are the shared ones the api checks
 * (trinket-game/rules toon-consistency.ts); one the toon already broke before is not counted.
 */
export function statRuleProblem(
  toon: Toon,
  category: 'golf' | 'racing',
  stats: StatMap,
  now = new Date(),
): string | null {
  const issues = changeConsistencyIssues(toon, { ...toon, [category]: stats }, now.toISOString());
  return issues.find((issue) => issue.path.startsWith(`${category}.`))?.message ?? null;
}
