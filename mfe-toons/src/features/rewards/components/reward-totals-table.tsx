import type { Toon } from 'shared-contracts/domain';
import { formatNumber } from 'web-kit';
import { combinedTotals, type RewardTotals, rewardTotals } from '../lib/reward-totals';

const COLUMNS: ReadonlyArray<[keyof RewardTotals, string]> = [
  ['sos', 'SOS cards'],
  ['unites', 'Unites'],
  ['summons', 'Summons'],
  ['pinkSlips', 'Pink slips'],
  ['remotes', 'Remotes'],
  ['all', 'Total'],
];

function Cells({ totals }: { totals: RewardTotals }) {
  return COLUMNS.map(([key]) => <td key={key}>{formatNumber(totals[key])}</td>);
}

/** Each toon's reward totals and the totals across all of them. */
export function RewardTotalsTable({ toons }: { toons: readonly Toon[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Reward totals per Toon and across all your Toons</caption>
        <thead>
          <tr>
            <th scope="col">Toon</th>
            {COLUMNS.map(([key, label]) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {toons.map((toon) => (
            <tr key={toon.id}>
              <th scope="row">{toon.name}</th>
              <Cells totals={rewardTotals(toon.rewards)} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All Toons</th>
            <Cells totals={combinedTotals(toons.map((toon) => toon.rewards))} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
