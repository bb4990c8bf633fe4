// The stretch goals the current campaigns reach together, counted over the units they sold.
import type { MakeshipStretchGoal } from 'shared-contracts/domain';
import { isAchieved } from './campaigns';

export const COMBINED_STRETCH_GOALS: readonly MakeshipStretchGoal[] = [
  { goal: 500, title: 'Backstage Post' },
  { goal: 750, title: 'Pie Recipe' },
  { goal: 1000, title: 'Blog Post' },
  { goal: 2000, title: 'Flippy Cattlelog Item' },
  { goal: 2000, title: 'Flunky Cattlelog Item' },
];

export interface CombinedProgress {
  sold: number;
  goals: Array<MakeshipStretchGoal & { achieved: boolean }>;
  /** The next goal not yet reached, or null when all are; progress runs from the previous one. */
  next: { goal: number; titles: string[]; from: number } | null;
}

export function combinedProgress(
  sold: number,
  goals: readonly MakeshipStretchGoal[] = COMBINED_STRETCH_GOALS,
): CombinedProgress {
  const sorted = [...goals].sort((a, b) => a.goal - b.goal);
  const withState = sorted.map((goal) => ({ ...goal, achieved: isAchieved(goal, sold) }));
  const upcoming = withState.find((goal) => !goal.achieved);
  if (!upcoming) return { sold, goals: withState, next: null };
  const reached = withState.filter((goal) => goal.achieved);
  return {
    sold,
    goals: withState,
    next: {
      goal: upcoming.goal,
      // Goals sharing a number are reached together.
      titles: withState.filter((goal) => goal.goal === upcoming.goal).map((goal) => goal.title),
      from: reached.at(-1)?.goal ?? 0,
    },
  };
}
