import { formatNumber } from 'web-kit';
import { combinedProgress } from '../lib/combined-goals';

/** The goals current campaigns reach together, with progress toward the next one. */
export function CombinedGoals({ sold }: { sold: number }) {
  const progress = combinedProgress(sold);
  const next = progress.next;
  const percent = next ? Math.round(((sold - next.from) / (next.goal - next.from)) * 100) : 100;
  return (
    <section aria-labelledby="combined-goals">
      <h2 id="combined-goals">Combined stretch goals</h2>
      <p>Units sold across the current campaigns count toward these together: {formatNumber(sold)} so far.</p>
      <ul className="stretch-badges">
        {progress.goals.map((goal) => (
          <li
            key={`${goal.goal}-${goal.title}`}
            className={`stretch-badge${goal.achieved ? ' stretch-badge--achieved' : ''}`}
          >
            <span aria-hidden="true">{goal.achieved ? '★' : '☆'}</span> {formatNumber(goal.goal)}:{' '}
            {goal.title}
            <span className="visually-hidden">{goal.achieved ? ' (achieved)' : ' (not yet)'}</span>
          </li>
        ))}
      </ul>
      {next ? (
        <div className="combined-goals__next">
          <p id="combined-goals-next">
            Next: {next.titles.join(' and ')} at {formatNumber(next.goal)} ({formatNumber(next.goal - sold)}{' '}
            to go)
          </p>
          <div
            className="progress"
            role="progressbar"
            aria-labelledby="combined-goals-next"
            aria-valuemin={next.from}
            aria-valuemax={next.goal}
            aria-valuenow={sold}
            aria-valuetext={`${formatNumber(sold)} of ${formatNumber(next.goal)}`}
          >
            <div className="progress__fill" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : (
        <p className="form-message form-message--success">Every combined stretch goal is reached!</p>
      )}
    </section>
  );
}
