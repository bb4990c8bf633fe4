import { type GiveawayView, windowState } from 'shared-contracts/domain';

export type GiveawayStatus = 'upcoming' | 'open' | 'ended';

/** Open giveaways first, then upcoming, then ended (most recently ended first). */
export function orderGiveaways(giveaways: readonly GiveawayView[], now: Date): GiveawayView[] {
  const rank = { open: 0, upcoming: 1, ended: 2 } as const;
  const status = (giveaway: GiveawayView) => windowState(giveaway.startsAt, giveaway.endsAt, now);
  return [...giveaways].sort(
    (a, b) => rank[status(a)] - rank[status(b)] || Date.parse(b.endsAt) - Date.parse(a.endsAt),
  );
}
