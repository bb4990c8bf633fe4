import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardSections } from './dashboard-sections';

afterEach(cleanup);

describe('DashboardSections', () => {
  it('names each section and progress bar, and makes a finished task stand out', () => {
    render(
      <DashboardSections
        data={{
          laff: { current: 60, max: 80 },
          beans: { jar: { current: 120, max: 200 } },
          gags: {
            Throw: { gag: { level: 3, name: 'Fruit Pie Slice' }, experience: { current: 610, next: 800 } },
          },
          tasks: [
            { objective: { text: 'Defeat 6 Cogs', progress: { current: 6, target: 6 } }, reward: '+1 Laff' },
          ],
          cogsuits: { s: { hasDisguise: true, level: 2, promotion: { current: 40, target: 240 } } },
        }}
      />,
    );
    const gags = screen.getByRole('region', { name: 'Gags' });
    expect(
      within(gags)
        .getByRole('progressbar', { name: 'Throw experience to Whole Fruit Pie' })
        .getAttribute('aria-valuetext'),
    ).toBe('610 of 800');
    expect(
      within(gags).getByRole('progressbar', { name: 'Throw experience to the track maximum' }),
    ).toBeTruthy();
    const task = within(screen.getByRole('region', { name: 'Tasks' })).getByRole('listitem', {
      name: 'Defeat 6 Cogs',
    });
    expect(task.textContent).toContain('Ready to hand in');
    expect(
      screen.getByRole('progressbar', { name: 'Sellbot promotion progress' }).getAttribute('aria-valuetext'),
    ).toBe('40 of 240 merits');
    expect(screen.getByRole('region', { name: 'Toon' }).textContent).toContain('120 / 200');
    expect(screen.getByRole('region', { name: 'Garden' }).textContent).toContain('No garden reported.');
  });

  it('shows what the shovel plants now, with the beans in order, and draws pictures only beside text', () => {
    const { container } = render(
      <DashboardSections
        data={{
          gags: { Throw: { gag: { level: 1, name: 'Cupcake' }, experience: { current: 5, next: 10 } } },
          cogsuits: { m: { department: 'Cashbot', hasDisguise: false } },
          flowers: {
            shovel: { id: 0, name: 'Tin Shovel', curSkill: 45, maxSkill: 80 },
            wateringCan: { id: 0, name: 'Small Watering Can', curSkill: 30, maxSkill: 100 },
            collection: { '49': { name: 'Daisy', album: { '0': 'School Daisy' } } },
          },
        }}
      />,
    );
    const garden = screen.getByRole('region', { name: 'Garden' });
    expect(garden.textContent).toContain('Tin Shovel · 45 / 80 skill');
    expect(garden.textContent).toContain('1 of 40');
    expect(garden.textContent).toContain('At 80 shovel skill: the Bronze Shovel, flowers of 3 jellybeans.');
    expect(garden.textContent).toContain('At 100 watering skill: the Medium Watering Can.');
    const lazyDaisy = within(garden).getByRole('listitem', { name: 'Lazy Daisy' });
    expect(lazyDaisy.textContent).toContain('yellow, red');
    expect(lazyDaisy.textContent).toContain('Raises shovel skill');
    expect(lazyDaisy.textContent).toContain('New to your album');
    // School Daisy is collected and no longer raises skill: folded under "more you can plant".
    expect(within(garden).getByText('1 more you can plant')).toBeTruthy();
    const pictures = container.querySelectorAll('svg');
    expect(pictures.length).toBeGreaterThan(10);
    for (const picture of pictures) expect(picture.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows who the toon is, the invasion in its district and the album by name, and no empty fraction', () => {
    const { container } = render(
      <DashboardSections
        data={{
          toon: { name: 'Lady Picklesnout', species: 'pig', headColor: '#f49ac1' },
          location: { zone: 'Toontown Central', neighborhood: 'Toontown Central', district: 'Zapwood' },
          invasion: { cog: 'Version 2.0 Flunky', quantity: 3000, mega: true },
          beans: { bank: { current: 1523, max: 12000 } },
          tasks: [
            {
              objective: { text: 'Visit Flippy', progress: { text: '', current: 0, target: 0 } },
              from: {
                name: 'Flippy',
                building: '',
                zone: 'Toontown Central',
                neighborhood: 'Toontown Central',
              },
              type: 'Just for fun!',
            },
          ],
          cogsuits: { s: { hasDisguise: true, suit: { name: 'Cold Caller' }, version: 2, level: 3 } },
          flowers: { collection: { '49': { name: 'Daisy', album: { '0': 'School Daisy' } } } },
        }}
      />,
    );
    const toon = screen.getByRole('region', { name: 'Toon' });
    expect(toon.textContent).toContain('Pig');
    expect(toon.textContent).toContain('light pink (#f49ac1)');
    expect(toon.textContent).toContain('Toontown Central · Zapwood');
    expect(toon.textContent).not.toContain('Toontown Central, Toontown Central');
    expect(toon.textContent).toContain('Invasion in Zapwood');
    expect(toon.textContent).toContain('Version 2.0 Flunky · 3,000 Cogs · mega-invasion');
    expect(toon.textContent).toContain('1,523 / 12,000');
    const swatch = container.querySelector('.head-color-swatch');
    expect(swatch?.getAttribute('aria-hidden')).toBe('true');
    const visit = within(screen.getByRole('region', { name: 'Tasks' })).getByRole('listitem', {
      name: 'Visit Flippy',
    });
    expect(visit.textContent).not.toContain('Progress');
    expect(visit.textContent).toContain('Just for fun!');
    expect(visit.textContent).toContain('Flippy, Toontown Central');
    expect(within(visit).queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('region', { name: 'Cog suits' }).textContent).toContain(
      'Cold Caller, level 3, suit version 2',
    );
    expect(screen.getByRole('region', { name: 'Garden' }).textContent).toContain('Daisy: School Daisy');
  });
});
