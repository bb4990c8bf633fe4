import { markText, type TaskMark } from 'trinket-game/rules';
import { formatNumber } from 'web-kit';
import { ProgressBar } from '../../../components/progress-bar';
import { formatSpan } from '../../../lib/format-time';
import type { InvasionRow } from '../lib/invasion-rows';
import { secondsLeft } from '../lib/time-left';

function Marks({ row }: { row: InvasionRow }) {
  return (
    <>
      {row.isMega && <span className="badge badge--mega">Mega</span>}
      {row.isV2 && <span className="badge badge--v2">v2.0</span>}
      {row.isSkelecog && <span className="badge badge--skelecog">Skelecog</span>}
    </>
  );
}

function TimeLeft({ row, now }: { row: InvasionRow; now: number }) {
  if (row.isMega) return <>No estimate for a mega invasion</>;
  const left = secondsLeft(row.endsAt, now);
  if (left === null) return <span className="fine-print">Estimating (needs two reports)…</span>;
  return <>About {formatSpan(left)}</>;
}

/** The linked Toons' tasks this invasion counts for. */
function TaskMarks({ marks }: { marks: readonly TaskMark[] }) {
  return (
    <ul className="task-marks">
      {marks.map((mark) => (
        <li key={`${mark.toon}|${mark.objective}`}>
          <span className="badge badge--task">For your task</span> {markText(mark)}
        </li>
      ))}
    </ul>
  );
}

export function InvasionTable({
  rows,
  now,
  marks,
}: {
  rows: InvasionRow[];
  now: number;
  /** By row key: the tasks each invasion counts for (rows with some come first). */
  marks?: ReadonlyMap<string, readonly TaskMark[]>;
}) {
  return (
    <div className="table-scroll">
      <table className="data-table data-table--stack" data-testid="invasions">
        <caption className="visually-hidden">Invasions</caption>
        <thead>
          <tr>
            <th scope="col">Cog</th>
            <th scope="col">District</th>
            <th scope="col">Progress</th>
            <th scope="col">Time left</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {row.cog} <Marks row={row} />
                {(marks?.get(row.key)?.length ?? 0) > 0 && <TaskMarks marks={marks?.get(row.key) ?? []} />}
              </th>
              <td data-label="District">{row.district}</td>
              <td data-label="Progress">
                <span>
                  {formatNumber(row.defeated)} / {formatNumber(row.total)}
                </span>
                <ProgressBar
                  label={`${row.cog} invasion in ${row.district}`}
                  max={row.total}
                  now={row.defeated}
                  valueText={`${formatNumber(row.defeated)} of ${formatNumber(row.total)} cogs defeated`}
                />
              </td>
              <td data-label="Time left">
                <TimeLeft row={row} now={now} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
