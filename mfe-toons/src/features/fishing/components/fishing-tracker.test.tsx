import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FISH_SPECIES } from 'trinket-game/data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recentEvents } from 'web-kit';
import { makeToon } from '../../../lib/toons/testing';
import { FishingTracker } from './fishing-tracker';

const first = FISH_SPECIES[0];
if (!first) throw new Error('no fish species');

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function lastEvent(name: string) {
  return recentEvents()
    .filter((event) => event.name === name)
    .at(-1);
}

describe('FishingTracker', () => {
  it('logs a first catch into the album and tracks add_fish', () => {
    const update = vi.fn();
    render(<FishingTracker toon={makeToon()} update={update} />);
    fireEvent.click(screen.getByRole('button', { name: `Log a catch of ${first.name}` }));
    const form = screen.getByRole('form', { name: `Log a catch of ${first.name}` });
    fireEvent.change(within(form).getByLabelText('Pounds (lb)'), {
      target: { value: String(first.minWeightLb) },
    });
    fireEvent.change(within(form).getByLabelText('Ounces (oz)'), { target: { value: '0' } });
    fireEvent.submit(form);
    expect(update).toHaveBeenCalledTimes(1);
    const fish = update.mock.calls[0]?.[0].fish;
    expect(fish[first.key].weight).toBe(first.minWeightLb * 16);
    expect(lastEvent('add_fish')?.params.species).toBe(first.key);
  });

  it("refuses a catch heavier than the toon's rod lands, with the rule's words (issue 31)", () => {
    const update = vi.fn();
    render(<FishingTracker toon={makeToon({ rod: 'Twig' })} update={update} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log a catch of Bull Dog Fish' }));
    const form = screen.getByRole('form', { name: 'Log a catch of Bull Dog Fish' });
    fireEvent.change(within(form).getByLabelText('Pounds (lb)'), { target: { value: '20' } });
    fireEvent.change(within(form).getByLabelText('Ounces (oz)'), { target: { value: '0' } });
    fireEvent.submit(form);
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain(
      'A Twig rod lands fish of at most 4 lb; this Bull Dog Fish weighs 20 lb: not saved.',
    );
  });

  it('keeps a heavier record without saving anything', () => {
    const update = vi.fn();
    const record = first.maxWeightLb * 16;
    render(<FishingTracker toon={makeToon({ fish: { [first.key]: { weight: record } } })} update={update} />);
    fireEvent.click(screen.getByRole('button', { name: `Log a catch of ${first.name}` }));
    const form = screen.getByRole('form', { name: `Log a catch of ${first.name}` });
    fireEvent.change(within(form).getByLabelText('Pounds (lb)'), {
      target: { value: String(first.minWeightLb) },
    });
    fireEvent.submit(form);
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toMatch(/kept the record/);
  });

  it('says a catch equal to the record matched it, without saving', () => {
    const update = vi.fn();
    render(<FishingTracker toon={makeToon({ fish: { [first.key]: { weight: 32 } } })} update={update} />);
    fireEvent.click(screen.getByRole('button', { name: `Log a catch of ${first.name}` }));
    const form = screen.getByRole('form', { name: `Log a catch of ${first.name}` });
    fireEvent.change(within(form).getByLabelText('Pounds (lb)'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('Ounces (oz)'), { target: { value: '0' } });
    fireEvent.submit(form);
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(
      `${first.name}: matched your record of 2 lb; the record stays as it was.`,
    );
  });

  it('adds a bucket (tracked) and never takes one below zero', () => {
    const update = vi.fn();
    render(<FishingTracker toon={makeToon()} update={update} />);
    const remove = screen.getByRole('button', { name: 'One fewer: Toontown Central' });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'One more: Toontown Central' }));
    expect(update).toHaveBeenCalledWith({ buckets: { 'Toontown Central': 1 } });
    expect(lastEvent('add_bucket')?.params).toEqual({ location: 'Toontown Central', added: 1 });
  });

  it('hides caught species when the preference is off, and remembers it', () => {
    render(<FishingTracker toon={makeToon({ fish: { [first.key]: { weight: 16 } } })} update={() => {}} />);
    expect(screen.queryByRole('button', { name: `Log a catch of ${first.name}` })).not.toBeNull();
    fireEvent.click(screen.getByLabelText('Show species already caught'));
    expect(screen.queryByRole('button', { name: `Log a catch of ${first.name}` })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('trinket.fishingPreferences') ?? '{}').showCaughtFish).toBe(
      false,
    );
  });

  it('counts old boots in the guide when the showBoots switch is on, and remembers it', () => {
    render(<FishingTracker toon={makeToon({ rod: 'Gold' })} update={() => {}} />);
    const guide = () => screen.getByRole('table', { name: 'Where to fish next' });
    const firstChance = () =>
      within(guide()).getAllByRole('row')[1]?.querySelector('[data-label="Chance per cast"]');
    const before = firstChance()?.textContent;
    const toggle = screen.getByRole('checkbox', { name: /Count old boots and jellybeans/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/Old boots and jellybeans are left out/)).not.toBeNull();

    fireEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/6 casts in 100 reel in an old boot/)).not.toBeNull();
    expect(firstChance()?.textContent).not.toBe(before);
    expect(JSON.parse(window.localStorage.getItem('trinket.fishingPreferences') ?? '{}').showBoots).toBe(
      true,
    );
  });

  it('guides to the missing species with the chance per cast', () => {
    render(<FishingTracker toon={makeToon()} update={() => {}} />);
    const guide = screen.getByRole('table', { name: 'Where to fish next' });
    expect(within(guide).getAllByRole('row').length).toBeGreaterThan(1);
    expect(within(guide).getAllByText(/% \(1 in [\d,]+\)/).length).toBeGreaterThan(0);
  });
});
