import { formatSpan } from '../../../lib/format-time';
import type { FieldOfficeRow } from '../lib/field-office-rows';

function State({ row, now }: { row: FieldOfficeRow; now: number }) {
  if (row.open) return <>Open</>;
  if (row.expiring !== null) return <>Closing, about {formatSpan(Math.max(0, row.expiring - now))} left</>;
  return <>Closing</>;
}

export function FieldOfficeTable({ rows, now }: { rows: FieldOfficeRow[]; now: number }) {
  return (
    <div className="table-scroll">
      <table className="data-table data-table--stack" data-testid="field-offices">
        <caption className="visually-hidden">Field offices</caption>
        <thead>
          <tr>
            <th scope="col">Street</th>
            <th scope="col">Department</th>
            <th scope="col">Stars</th>
            <th scope="col">Annexes left</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.zoneId}>
              <th scope="row">{row.street}</th>
              <td data-label="Department">{row.departmentName}</td>
              <td data-label="Stars">
                <span aria-hidden="true">{'★'.repeat(row.stars)}</span>
                <span className="visually-hidden">
                  {row.stars} {row.stars === 1 ? 'star' : 'stars'}
                </span>
              </td>
              <td data-label="Annexes left">{row.annexes}</td>
              <td data-label="State">
                <State row={row} now={now} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
