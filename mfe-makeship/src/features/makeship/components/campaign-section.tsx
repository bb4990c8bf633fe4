import type { MakeshipCampaign } from 'shared-contracts/domain';
import { CampaignCard } from './campaign-card';

export function CampaignSection({
  title,
  campaigns,
  isCurrent,
  empty,
}: {
  title: string;
  campaigns: readonly MakeshipCampaign[];
  isCurrent: boolean;
  empty: string;
}) {
  const id = isCurrent ? 'current-campaigns' : 'past-campaigns';
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {campaigns.length === 0 ? (
        <p className="card">{empty}</p>
      ) : (
        <ul className="card-grid">
          {campaigns.map((campaign) => (
            <CampaignCard
              key={`${campaign.url}-${campaign.title}`}
              campaign={campaign}
              isCurrent={isCurrent}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
