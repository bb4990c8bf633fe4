import type { MakeshipStretchGoal } from 'shared-contracts/domain';
import { formatNumber } from 'web-kit';
import { isAchieved } from '../lib/campaigns';

/** A campaign's stretch goals as badges; reached ones are marked achieved. */
export function StretchBadges({ goals, sold }: { goals: readonly MakeshipStretchGoal[]; sold: number }) {
  if (goals.length === 0) return null;
  return (
    <ul className="stretch-badges" aria-label="Stretch goals">
      {goals.map((goal) => {
        const achieved = isAchieved(goal, sold);
        return (
          <li
            key={`${goal.goal}-${goal.title}`}
            className={`stretch-badge${achieved ? ' stretch-badge--achieved' : ''}`}
          >
            <span aria-hidden="true">{achieved ? '★' : '☆'}</span> {formatNumber(goal.goal)}: {goal.title}
            <span className="visually-hidden">{achieved ? ' (achieved)' : ' (not yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
