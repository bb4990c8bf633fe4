import { formatNumber } from 'shared-contracts';
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

export function InvasionTable({ rows, now }: { rows: InvasionRow[]; now: number }) {
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
