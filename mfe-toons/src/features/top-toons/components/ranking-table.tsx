import type { TopToonsPage } from 'shared-contracts/domain';
import { CATEGORY_LABELS, formatRankedValue } from '../lib/top-toons-view';
import { ReportEntry } from './report-entry';

interface RankingTableProps {
  ranking: TopToonsPage;
  isStale: boolean;
  /** Signed in with an account: each entry can be reported to the moderators. */
  canReport: boolean;
}

/**
 * One page of a ranking: rank, name, rod, value, the verified mark, and Report for players with an account.
 * On a phone each row stacks into a card (labelled cells), so the rank is never scrolled out of view.
 */
export function RankingTable({ ranking, isStale, canReport }: RankingTableProps) {
  const labels = CATEGORY_LABELS[ranking.category];
  return (
    <div className="table-scroll">
      <table
        className={
          isStale ? 'data-table data-table--stack data-table--stale' : 'data-table data-table--stack'
        }
        aria-busy={isStale}
      >
        <caption className="visually-hidden">Top Toons by {labels.tab.toLowerCase()}</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Toon</th>
            <th scope="col">Rod</th>
            <th scope="col">{labels.value}</th>
            <th scope="col">Verified</th>
            {canReport && <th scope="col">Report</th>}
          </tr>
        </thead>
        <tbody>
          {ranking.entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label="Rank">{entry.rank}</td>
              <th scope="row">{entry.name}</th>
              <td data-label="Rod">{entry.rod}</td>
              <td data-label={labels.value}>{formatRankedValue(ranking.category, entry.value)}</td>
              <td>
                {entry.isVerified ? (
                  <span className="badge badge--verified">Verified</span>
                ) : (
                  <span className="visually-hidden">Not verified</span>
                )}
              </td>
              {canReport && (
                <td>
                  <ReportEntry toonId={entry.id} toonName={entry.name} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
