import type { DistrictStatus, Population } from 'shared-contracts/domain';
import { compareText, formatNumber } from 'web-kit';

const STATUS_TEXT: Record<DistrictStatus, string> = {
  online: 'Online',
  draining: 'Draining (closing soon)',
  closed: 'Closed',
  offline: 'Offline',
};

/** Districts by population, busiest first, with their status. */
export function DistrictTable({ population }: { population: Population }) {
  const districts = Object.entries(population.populationByDistrict).sort(
    ([nameA, a], [nameB, b]) => b - a || compareText(nameA, nameB),
  );
  if (districts.length === 0) {
    return <p className="card">The game lists no districts right now.</p>;
  }
  return (
    <div className="table-scroll">
      <table className="data-table data-table--stack">
        <caption>Districts</caption>
        <thead>
          <tr>
            <th scope="col">District</th>
            <th scope="col">Toons</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {districts.map(([name, count]) => {
            const status = population.statusByDistrict[name];
            return (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td data-label="Toons">{formatNumber(count)}</td>
                <td data-label="Status">
                  <span className={`district-status district-status--${status ?? 'unknown'}`}>
                    {status ? STATUS_TEXT[status] : 'Unknown'}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
