import type { SuitDepartmentInfo } from 'trinket-game/data';
import { formatNumber } from 'web-kit';
import { runsPerFacility } from '../lib/promotion';

/** Runs of each facility alone that cover what is still needed. */
export function FacilityRunsTable({ info, needed }: { info: SuitDepartmentInfo; needed: number }) {
  const rows = runsPerFacility(needed, info.facilities);
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>Runs of one facility alone</caption>
        <thead>
          <tr>
            <th scope="col">Facility</th>
            <th scope="col">{`${info.currency[0]?.toUpperCase() ?? ''}${info.currency.slice(1)} per run`}</th>
            <th scope="col">Runs</th>
            <th scope="col">Left over</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.facility.name}>
              <th scope="row">{row.facility.name}</th>
              <td>{formatNumber(row.facility.yield)}</td>
              <td>{formatNumber(row.runs)}</td>
              <td>{formatNumber(row.surplus)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
