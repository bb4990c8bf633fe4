import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Trinket } from 'shared-contracts/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSession, setSessionProvider, setSessionUser } from 'web-kit';
import { json, renderAt, scriptApi } from '../../../testing/render';
import { TrinketsPage } from './trinkets-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetSession();
});

const trinket = (slug: string, title: string, owned = false): Trinket => ({
  slug,
  kind: 'trinket',
  title,
  description: 'A test Trinket.',
  image: `/api/files/trinkets/${slug}.svg`,
  price: 0,
  availableFrom: '2025-01-01T00:00:00Z',
  availableUntil: '2099-01-01T00:00:00Z',
  owned,
});

describe('TrinketsPage', () => {
  it('invites an anonymous visitor to create an account instead of collecting', async () => {
    setSessionProvider({ getIdToken: async () => 'token', signOut: async () => {} });
    setSessionUser({ uid: 'anon-1', email: null, isAnonymous: true });
    scriptApi(() => json({ trinkets: [trinket('pie', 'Pie')] }));
    renderAt('/trinkets', <TrinketsPage />);
    await screen.findByRole('article', { name: 'Pie' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('button', { name: /Collect/ })).toBeNull();
  });

  it('lets a registered user collect a Trinket, and shows what they already have', async () => {
    setSessionProvider({ getIdToken: async () => 'token', signOut: async () => {} });
    setSessionUser({ uid: 'user-1', email: 'a@example.com', isAnonymous: false });
    const calls = scriptApi((call) =>
      call.method === 'POST'
        ? json(
            {
              purchase: {
                itemSlug: 'pie',
                kind: 'collected',
                title: 'Pie',
                image: '/api/files/trinkets/pie.svg',
                price: 0,
                purchasedAt: '2026-01-01T00:00:00.000Z',
              },
              jellybeans: 0,
            },
            201,
          )
        : json({ trinkets: [trinket('pie', 'Pie'), trinket('gear', 'Gear', true)] }),
    );
    renderAt('/trinkets', <TrinketsPage />);
    const gear = await screen.findByRole('article', { name: 'Gear' });
    expect(gear.textContent).toContain('In your collection');
    const pie = screen.getByRole('article', { name: 'Pie' });
    fireEvent.click(within(pie).getByRole('button', { name: 'Collect Pie' }));
    await vi.waitFor(() => expect(pie.textContent).toContain('In your collection'));
    expect(calls).toContainEqual({ method: 'POST', path: '/api/store/pie/purchases' });
  });
});
