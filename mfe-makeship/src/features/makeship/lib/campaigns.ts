// Pure views of the campaign list: current vs past, totals, and which stretch goals are reached.
import type { MakeshipCampaign, MakeshipStretchGoal } from 'shared-contracts/domain';

export interface CampaignSplit {
  current: MakeshipCampaign[];
  past: MakeshipCampaign[];
}

/** Current: the end date is still in the future. A campaign ending exactly now is past. */
export function isCurrent(campaign: MakeshipCampaign, now: Date): boolean {
  return Date.parse(campaign.endedAt) > now.getTime();
}

/** Current campaigns ending soonest first; past ones most recently ended first. */
export function splitCampaigns(campaigns: readonly MakeshipCampaign[], now: Date): CampaignSplit {
  const byEnd = [...campaigns].sort((a, b) => Date.parse(a.endedAt) - Date.parse(b.endedAt));
  return {
    current: byEnd.filter((campaign) => isCurrent(campaign, now)),
    past: byEnd.filter((campaign) => !isCurrent(campaign, now)).reverse(),
  };
}

export interface CampaignTotals {
  sold: number;
  raised: number;
}

/** Money is summed in cents, so many campaigns add up without floating-point drift. */
export function campaignTotals(campaigns: readonly MakeshipCampaign[]): CampaignTotals {
  let sold = 0;
  let cents = 0;
  for (const campaign of campaigns) {
    sold += campaign.quantity;
    cents += Math.round(campaign.raised * 100);
  }
  return { sold, raised: cents / 100 };
}

/** A stretch goal is achieved once the units sold reach it. */
export function isAchieved(goal: Pick<MakeshipStretchGoal, 'goal'>, sold: number): boolean {
  return goal.goal <= sold;
}
