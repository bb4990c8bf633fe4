import { PromotionListSchema } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { loadShopData } from '../store/shop-data.js';
import { promotionRoutes } from './promotions.js';

describe('GET /api/promotions with the shipped data', () => {
  it('shows players no operator instructions and no example codes', async () => {
    const response = await promotionRoutes(loadShopData()).request('/promotions');
    expect(response.status).toBe(200);
    const { promotions } = PromotionListSchema.parse(await response.json());
    for (const promotion of promotions) {
      const text = `${promotion.title} ${promotion.description} ${promotion.code ?? ''}`;
      // Words meant for whoever runs the site: file paths, "operator", "example" entries.
      expect(text).not.toMatch(/api\/data|\.json|operator|example/i);
    }
    expect(promotions.map((promotion) => promotion.code)).not.toContain('TRINKET-FRIENDS');
  });
});
