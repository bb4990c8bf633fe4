// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrowserRouter } from 'web-kit/area';
import { routes } from './app/routes';
import { arcadeGames, surface } from './surface';

describe('the arcade’s route frame', () => {
  it('paints the games the page lists, word for word and link for link', async () => {
    const arcade = routes.find((route) => route.path === '/arcade');
    render(<BrowserRouter>{arcade?.element}</BrowserRouter>);
    // The page's code is its own chunk: it shows once loaded (Vitest transforms it on that first
    // import, which on a busy machine can take longer than findBy's default second).
    const heading = await screen.findByRole('heading', { level: 1, name: 'Arcade' }, { timeout: 10_000 });
    const page = heading.parentElement as HTMLElement;
    const cards = within(page)
      .getAllByRole('listitem')
      .map((card) => ({
        title: within(card).getByRole('heading', { level: 2 }).textContent,
        text: card.querySelector('p')?.textContent,
        to: within(card).getByRole('link').getAttribute('href'),
      }));
    expect(cards).toHaveLength(2);
    const frame = surface.pages.find((page) => page.path === '/arcade')?.frame;
    expect(frame?.cards).toBe(arcadeGames);
    expect(cards).toEqual(arcadeGames.map(({ title, text, to }) => ({ title, text, to })));
  });
});
