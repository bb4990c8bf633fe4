// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { BrowserRouter } from 'shared-contracts/area';
import { describe, expect, it } from 'vitest';
import { routes } from './app/routes';
import { routeFrames } from './surface';

describe('the arcade’s route frame', () => {
  it('paints the games the page lists, word for word and link for link', () => {
    const arcade = routes.find((route) => route.path === '/arcade');
    render(<BrowserRouter>{arcade?.element}</BrowserRouter>);
    const page = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    const cards = within(page)
      .getAllByRole('listitem')
      .map((card) => ({
        title: within(card).getByRole('heading', { level: 2 }).textContent,
        text: card.querySelector('p')?.textContent,
        to: within(card).getByRole('link').getAttribute('href'),
      }));
    expect(cards).toHaveLength(2);
    expect(cards).toEqual(routeFrames['/arcade'].cards.map(({ title, text, to }) => ({ title, text, to })));
  });
});
