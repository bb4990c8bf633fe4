import type { MakeshipCampaign } from 'shared-contracts/domain';
import { formatNumber, formatWholeDollars } from 'web-kit';
import { formatDate } from '../../../lib/format';
import { StretchBadges } from './stretch-badges';

/** One campaign: image, numbers, end date, stretch goals and its link on Makeship. */
export function CampaignCard({ campaign, isCurrent }: { campaign: MakeshipCampaign; isCurrent: boolean }) {
  return (
    <li>
      <article className="card campaign" aria-label={campaign.title}>
        <img
          className="campaign__image"
          src={campaign.image}
          alt=""
          width={160}
          height={160}
          loading="lazy"
        />
        <h3 className="campaign__title">{campaign.title}</h3>
        <dl className="campaign__numbers">
          <div>
            <dt>Sold</dt>
            <dd>{formatNumber(campaign.quantity)}</dd>
          </div>
          <div>
            <dt>Raised</dt>
            <dd>{formatWholeDollars(campaign.raised)}</dd>
          </div>
        </dl>
        <p className="fine-print">
          {isCurrent ? 'Ends' : 'Ended'} {formatDate(campaign.endedAt)}
        </p>
        <StretchBadges goals={campaign.stretch} sold={campaign.quantity} />
        <a
          className={`button button--small${isCurrent ? ' button--primary' : ''}`}
          href={campaign.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {isCurrent ? 'Buy on Makeship' : 'View on Makeship'}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </article>
    </li>
  );
}
