import { formatNumber, formatWholeDollars } from 'web-kit';
import type { CampaignTotals } from '../lib/campaigns';

/** Totals over every campaign, current and past. */
export function Overview({ totals }: { totals: CampaignTotals }) {
  return (
    <section aria-labelledby="makeship-overview">
      <h2 id="makeship-overview">Overview</h2>
      <dl className="overview">
        <div className="card overview__item">
          <dt>Total sold</dt>
          <dd>{formatNumber(totals.sold)}</dd>
        </div>
        <div className="card overview__item">
          <dt>Total raised</dt>
          <dd>{formatWholeDollars(totals.raised)}</dd>
        </div>
      </dl>
    </section>
  );
}
