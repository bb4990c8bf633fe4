// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { BrowserRouter } from 'shared-contracts/area';
import { describe, expect, it } from 'vitest';
import { ArcadePage } from './features/arcade/components/arcade-page';
import { routeFrames } from './surface';

describe('the arcade’s route frame', () => {
  it('lists the games word for word and link for link as the page does', () => {
    render(
      <BrowserRouter>
        <ArcadePage />
      </BrowserRouter>,
    );
    const page = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    const cards = within(page)
      .getAllByRole('listitem')
      .map((card) => ({
        title: within(card).getByRole('heading', { level: 2 }).textContent,
        text: card.querySelector('p')?.textContent,
        to: within(card).getByRole('link').getAttribute('href'),
      }));
    expect(cards).toEqual(routeFrames['/arcade'].cards.map(({ title, text, to }) => ({ title, text, to })));
  });
});
