import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FISH_SPECIES } from 'trinket-game/data';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter } from 'web-kit/area';
import { AllFishPage } from './all-fish-page';

afterEach(cleanup);

function renderPage() {
  window.history.replaceState(null, '', '/fishing/all');
  render(
    <BrowserRouter>
      <AllFishPage />
    </BrowserRouter>,
  );
}

describe('AllFishPage', () => {
  it('lists every species with a count', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'All fish' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`${FISH_SPECIES.length} species`);
    // One header row plus a row per species.
    expect(screen.getAllByRole('row')).toHaveLength(FISH_SPECIES.length + 1);
  });

  it('narrows the table by a search and says how many match', () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Search by name, genus or place'), {
      target: { value: 'Walrus Way' },
    });
    const matching = FISH_SPECIES.filter((species) => species.locations.includes('Walrus Way'));
    expect(matching.length).toBeGreaterThan(0);
    expect(screen.getByRole('status').textContent).toBe(
      `${matching.length} of ${FISH_SPECIES.length} species match`,
    );
    expect(screen.getAllByRole('row')).toHaveLength(matching.length + 1);
  });

  it('says so when nothing matches', () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Search by name, genus or place'), {
      target: { value: 'submarine' },
    });
    expect(screen.getByRole('status').textContent).toBe(`0 of ${FISH_SPECIES.length} species match`);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
