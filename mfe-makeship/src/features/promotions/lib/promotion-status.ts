// Which promotions still run: open and upcoming first (by end date), expired ones after.
import { type Promotion, type WindowState, windowState } from 'shared-contracts/domain';

export interface PromotionView extends Promotion {
  state: WindowState;
}

export function promotionViews(promotions: readonly Promotion[], now: Date): PromotionView[] {
  const views = promotions.map((promotion) => ({
    ...promotion,
    state: windowState(promotion.validFrom, promotion.validUntil, now),
  }));
  const rank = (view: PromotionView) => (view.state === 'ended' ? 1 : 0);
  return views.sort((a, b) => rank(a) - rank(b) || Date.parse(a.validUntil) - Date.parse(b.validUntil));
}
