import { useId, useMemo } from 'react';
import type { ToonLinkTask } from 'shared-contracts/domain';
import { markText } from 'trinket-game/rules';
import { formatNumber } from 'web-kit';
import { Link } from 'web-kit/area';
import { TaskInvasionAlertsButton, useTaskInvasionAlerts } from 'web-kit/task-invasion-alerts';
import { useInvasions } from '../api/get-invasions';
import { toonTaskInvasions } from '../lib/task-invasions';
import './task-invasions.css';

/**
 * The running invasions on the Toon dashboard: those that count for one of this Toon's current
 * tasks first, each marked with its task; a notification when such an invasion starts, if asked for.
 */
export function TaskInvasions({
  toon,
  tasks,
}: {
  toon: string;
  tasks: readonly ToonLinkTask[] | null | undefined;
}) {
  const id = useId();
  const query = useInvasions();
  const listed = useMemo(() => toonTaskInvasions(query.data?.data, toon, tasks), [query.data, toon, tasks]);
  const alerts = useTaskInvasionAlerts(listed, query.data !== undefined);
  const counting = listed.filter((item) => item.marks.length > 0).length;
  return (
    <section className="card dashboard-section" aria-labelledby={id}>
      <h2 id={id}>Running invasions</h2>
      {query.isPending ? (
        <p className="fine-print">Loading invasions…</p>
      ) : !query.data ? (
        <p className="fine-print">
          Invasions could not be loaded. <Link to="/cog-radar">The Cog Radar</Link> tries again.
        </p>
      ) : listed.length === 0 ? (
        <p className="fine-print">No invasions right now.</p>
      ) : (
        <>
          <p className="fine-print">
            {counting === 0
              ? `None of the ${listed.length} running invasions counts for ${toon}’s current tasks.`
              : `${counting === 1 ? 'One invasion counts' : `${counting} invasions count`} for ${toon}’s current tasks, listed first.`}
          </p>
          <ul className="dashboard-invasions">
            {listed.map(({ row, marks }) => (
              <li key={row.key} aria-label={`${row.type} in ${row.district}`}>
                <strong>{row.type}</strong> · {row.district} · {formatNumber(row.defeated)} /{' '}
                {formatNumber(row.total)} defeated
                {marks.length > 0 && (
                  <ul className="task-marks">
                    {marks.map((mark, index) => (
                      // Two tasks may read the same: their place in the list tells them apart.
                      // biome-ignore lint/suspicious/noArrayIndexKey: the marks of one answer never reorder
                      <li key={index}>
                        <span className="badge badge--task">For your task</span> {markText(mark)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <TaskInvasionAlertsButton alerts={alerts} />
    </section>
  );
}
