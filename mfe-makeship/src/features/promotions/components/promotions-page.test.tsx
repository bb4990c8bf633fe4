import { cleanup, screen, within } from '@testing-library/react';
import type { Promotion } from 'shared-contracts/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt, scriptApi } from '../../../testing/render';
import { PromotionsPage } from './promotions-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const expired: Promotion = {
  slug: 'holiday-2024',
  title: 'Holiday Trinket week',
  description: 'The Snowflake Trinket could be collected during the 2024 holidays.',
  code: null,
  validFrom: '2024-12-01T00:00:00-08:00',
  validUntil: '2025-01-15T23:59:59-08:00',
};

describe('PromotionsPage', () => {
  it('says plainly that nothing runs when there are no promotions', async () => {
    scriptApi(() => json({ promotions: [] }));
    renderAt('/promotions', <PromotionsPage />);
    const current = await screen.findByRole('region', { name: 'Current promotions' });
    expect((await within(current).findByRole('status')).textContent).toContain(
      'No promotions are running right now.',
    );
    expect(within(current).getByRole('link', { name: 'store' }).getAttribute('href')).toBe('/store');
    expect(screen.queryByRole('region', { name: 'Past promotions' })).toBeNull();
  });

  it('shows the empty state above expired promotions when only those are left', async () => {
    scriptApi(() => json({ promotions: [expired] }));
    renderAt('/promotions', <PromotionsPage />);
    const current = await screen.findByRole('region', { name: 'Current promotions' });
    expect(within(current).getByRole('status').textContent).toContain('No promotions are running right now.');
    const past = screen.getByRole('region', { name: 'Past promotions' });
    expect(within(past).getByRole('article', { name: 'Holiday Trinket week' }).textContent).toContain(
      'Expired',
    );
  });
});
