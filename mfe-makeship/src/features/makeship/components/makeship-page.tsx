import { Link, useRouteMetadata } from 'web-kit/area';
import { LoadError, Loading } from '../../../components/states';
import { useMakeship } from '../api/get-makeship';
import { campaignTotals, splitCampaigns } from '../lib/campaigns';
import { CampaignSection } from './campaign-section';
import { CombinedGoals } from './combined-goals';
import { Overview } from './overview';

export const MAKESHIP_SHOP_URL = 'https://www.makeship.com';

function Campaigns() {
  const query = useMakeship();
  if (query.isPending) return <Loading label="Loading the campaigns" />;
  if (query.isError && !query.data) {
    return (
      <LoadError
        message="The campaigns could not be loaded. Please try again in a moment."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const data = query.data;
  // "Now" is read at each render: every poll re-renders, so campaigns move to past on time.
  const { current, past } = splitCampaigns(data.campaigns, new Date());
  return (
    <>
      {data.isSample && (
        <p className="form-message makeship__note" role="note">
          Sample data: these campaigns are examples shipped with the site, not live Makeship numbers.
        </p>
      )}
      {data.stale && (
        <p className="form-message makeship__note" role="note">
          Makeship could not be reached: these numbers are from{' '}
          {Math.max(1, Math.round(data.ageSeconds / 60))} minute(s) ago.
        </p>
      )}
      {data.campaigns.length === 0 ? (
        <p className="card">No campaigns yet. New plush campaigns will show here as soon as they launch.</p>
      ) : (
        <>
          <Overview totals={campaignTotals(data.campaigns)} />
          {current.length > 0 && <CombinedGoals sold={campaignTotals(current).sold} />}
          <CampaignSection
            title="Current campaigns"
            campaigns={current}
            isCurrent
            empty="No campaign is running right now. Check back soon!"
          />
          <CampaignSection
            title="Past campaigns"
            campaigns={past}
            isCurrent={false}
            empty="No past campaigns yet."
          />
        </>
      )}
    </>
  );
}

export function MakeshipPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Makeship</h1>
      <p>
        Plush campaigns made with Makeship: how many were sold, what was raised and which stretch goals fell.
      </p>
      <ul className="link-row">
        <li>
          <a href={MAKESHIP_SHOP_URL} target="_blank" rel="noopener noreferrer">
            Visit the Makeship shop<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <Link to="/store#giveaways">Enter the giveaway</Link>
        </li>
        <li>
          <Link to="/trinkets">Collect Trinkets</Link>
        </li>
      </ul>
      <Campaigns />
    </div>
  );
}
