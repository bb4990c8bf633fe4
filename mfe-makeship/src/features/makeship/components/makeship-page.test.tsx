import { cleanup, screen, within } from '@testing-library/react';
import type { MakeshipCampaign } from 'shared-contracts/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt, scriptApi } from '../../../testing/render';
import { MakeshipPage } from './makeship-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const campaign = (title: string, endedAt: string, quantity: number, raised: number): MakeshipCampaign => ({
  title,
  image: '/api/files/web/plush-cat.svg',
  url: `https://makeship.example/${title.toLowerCase().replaceAll(' ', '-')}`,
  quantity,
  raised,
  endedAt,
  stretch: [
    { goal: 100, title: 'Pin' },
    { goal: 1000, title: 'Box' },
  ],
});

function answer(campaigns: MakeshipCampaign[], extra: Record<string, unknown> = {}) {
  return json({
    campaigns,
    fetchedAt: '2026-01-01T00:00:00.000Z',
    ageSeconds: 0,
    isSample: false,
    stale: false,
    ...extra,
  });
}

describe('MakeshipPage', () => {
  it('shows the totals, current and past campaigns with their links and badges', async () => {
    scriptApi(() =>
      answer(
        [
          campaign('Now Plush', '2099-01-01T00:00:00Z', 600, 1234.99),
          campaign('Old Plush', '2001-01-01T00:00:00Z', 50, 100),
        ],
        { isSample: true },
      ),
    );
    renderAt('/makeship', <MakeshipPage />);
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(overview.textContent).toContain('Total sold650');
    expect(overview.textContent).toContain('Total raised$1,335');
    expect(screen.getByRole('note').textContent).toMatch(/^Sample data/);

    const current = screen.getByRole('region', { name: 'Current campaigns' });
    const now = within(current).getByRole('article', { name: 'Now Plush' });
    expect(
      within(now)
        .getByRole('link', { name: /Buy on Makeship/ })
        .getAttribute('href'),
    ).toBe('https://makeship.example/now-plush');
    expect(
      within(now)
        .getByText(/100: Pin/)
        .closest('li')?.textContent,
    ).toContain('(achieved)');
    expect(
      within(now)
        .getByText(/1,000: Box/)
        .closest('li')?.textContent,
    ).toContain('(not yet)');

    const past = screen.getByRole('region', { name: 'Past campaigns' });
    const old = within(past).getByRole('article', { name: 'Old Plush' });
    expect(within(old).getByRole('link', { name: /View on Makeship/ })).toBeTruthy();

    const combined = screen.getByRole('region', { name: 'Combined stretch goals' });
    expect(combined.textContent).toContain('Next: Pie Recipe at 750 (150 to go)');
  });

  it('rounds each amount to whole dollars and the total once, from the exact sum', async () => {
    scriptApi(() =>
      answer([
        campaign('Bunny Plush', '2099-01-01T00:00:00Z', 420, 12_595.8),
        campaign('Cat Plush', '2099-01-01T00:00:00Z', 10, 100.4),
        campaign('Dog Plush', '2001-01-01T00:00:00Z', 20, 200.4),
      ]),
    );
    renderAt('/makeship', <MakeshipPage />);
    const overview = await screen.findByRole('region', { name: 'Overview' });
    // 12,896.60 exactly; adding the rounded cards would say $12,896.
    expect(overview.textContent).toContain('Total raised$12,897');
    const bunny = screen.getByRole('article', { name: 'Bunny Plush' });
    expect(bunny.textContent).toContain('$12,596');
    expect(bunny.textContent).not.toContain('$12,595');
  });

  it('says when there are no campaigns', async () => {
    scriptApi(() => answer([]));
    renderAt('/makeship', <MakeshipPage />);
    expect(await screen.findByText(/No campaigns yet/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Overview' })).toBeNull();
  });

  it('offers a retry when the campaigns cannot be loaded', async () => {
    const calls = scriptApi(() => json({ error: { code: 'makeship_unavailable', message: 'down' } }, 503));
    renderAt('/makeship', <MakeshipPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The campaigns could not be loaded');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    await vi.waitFor(() => expect(calls.length).toBe(2));
  });

  it('tells when the numbers are old because the source is unreachable', async () => {
    scriptApi(() =>
      answer([campaign('Now Plush', '2099-01-01T00:00:00Z', 1, 1)], { stale: true, ageSeconds: 600 }),
    );
    renderAt('/makeship', <MakeshipPage />);
    expect((await screen.findByRole('note')).textContent).toContain('from 10 minute(s) ago');
  });
});
