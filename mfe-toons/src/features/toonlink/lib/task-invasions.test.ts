import type { Invasions } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { toonTaskInvasions } from './task-invasions';

const invasions: Invasions = {
  error: null,
  lastUpdated: 1000,
  invasions: {
    Boingbury: { type: 'Flunky', asOf: 1000, progress: '10/1000' },
    Zapwood: { type: 'Version 2.0 Tightwad', asOf: 1000, progress: '250/3000' },
    'Blam Canyon': { type: 'Bottom Feeder (Skelecog)', asOf: 1000, progress: '5/2000' },
    Fizzlefield: { type: 'Yesman', asOf: 1000, progress: 'broken' },
  },
};

const task = (text: string, current: number, target: number) => ({
  objective: { text, where: 'Anywhere', progress: { text: `${current} of ${target}`, current, target } },
});

describe('toonTaskInvasions', () => {
  it('lists the invasions for the Toon’s unfinished tasks first, marked, then the others by district', () => {
    const listed = toonTaskInvasions(invasions, 'Tess', [
      task('Defeat 4 Tightwads', 1, 4),
      task('Defeat 6 Flunkies', 6, 6),
    ]);
    expect(
      listed.map((item) => [item.row.district, item.row.type, item.marks.map((m) => m.objective)]),
    ).toEqual([
      ['Zapwood', 'Version 2.0 Tightwad', ['Defeat 4 Tightwads']],
      ['Blam Canyon', 'Bottom Feeder (Skelecog)', []],
      ['Boingbury', 'Flunky', []],
    ]);
    expect(listed[0]?.row).toMatchObject({ cog: 'Tightwad', isV2: true, defeated: 250, total: 3000 });
  });

  it('lists every invasion unmarked for a Toon with no tasks, and nothing without an answer', () => {
    expect(toonTaskInvasions(invasions, 'Tess', null).every((item) => item.marks.length === 0)).toBe(true);
    expect(toonTaskInvasions(undefined, 'Tess', [task('Defeat 10 Cogs', 0, 10)])).toEqual([]);
  });
});
