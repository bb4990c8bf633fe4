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
});
