import { act, cleanup, render, screen, within } from '@testing-library/react';
import { screenGameRead } from 'trinket-game/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { keepRefusals } from '../lib/kept-refusals';
import { RefusedValues } from './refused-values';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const at = '2026-03-01T10:00:00.000Z';
const { refusals } = screenGameRead({
  fish: { collection: { '99': { album: { '0': { weight: 20 } } } } },
  golf: [{ name: 'Foo', num: 1 }],
});

describe('RefusedValues', () => {
  it('lists each refused value of the toon in words, and follows a new read', () => {
    keepRefusals('TTID-A', refusals, at);
    render(<RefusedValues linkKey="TTID-A" />);
    const list = screen.getByRole('region', { name: /Not saved from the game: 2/ });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Not saved: fish 99-0 is not in the site's fish table",
      'Not saved: golf statistic "Foo" is not one the site knows',
    ]);
    act(() => {
      keepRefusals('TTID-A', [], '2026-03-01T10:00:30.000Z');
    });
    expect(screen.queryByRole('region', { name: /Not saved from the game/ })).toBeNull();
  });

  it('shows nothing for a toon without refusals, or another toon’s', () => {
    keepRefusals('TTID-A', refusals, at);
    render(<RefusedValues linkKey="TTID-B" />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
