import { describe, expect, it } from 'vitest';
import { cogSuitLines, gagLines, laffText, locationText, taskText } from './live-view';

describe('live view texts', () => {
  it('describes the location and laff from the parts sent', () => {
    expect(
      locationText({ zone: 'Silly Street', neighborhood: 'Toontown Central', district: 'Zapwood' }),
    ).toBe('Silly Street, Toontown Central · Zapwood');
    expect(locationText({ district: 'Zapwood' })).toBe('Zapwood');
    expect(locationText({})).toBeNull();
    expect(laffText({ current: 80, max: 120 })).toBe('80 / 120');
    expect(laffText({ max: 120 })).toBeNull();
  });

  it('lists the gag tracks the toon has', () => {
    expect(
      gagLines({
        'Toon-Up': null,
        Throw: {
          gag: { level: 5, name: 'Cream Pie Slice' },
          organic: { level: 5, name: 'Cream Pie Slice' },
          experience: { current: 1200, next: 2500 },
        },
        Sound: { gag: { level: 7, name: 'Opera Singer' }, experience: { current: 10000, next: 10000 } },
      }),
    ).toEqual([
      { track: 'Throw', text: 'Cream Pie Slice · organic Cream Pie Slice · 1200 / 2500 experience' },
      { track: 'Sound', text: 'Opera Singer · 10000 experience' },
    ]);
  });

  it('writes a task as one line', () => {
    expect(
      taskText({
        objective: {
          text: 'Defeat 3 Cogs',
          where: 'Anywhere',
          progress: { text: '1 of 3', current: 1, target: 3 },
        },
      }),
    ).toBe('Defeat 3 Cogs (1 of 3) · Anywhere');
    expect(taskText({})).toBe('A task');
  });

  it('describes Cog disguises', () => {
    expect(
      cogSuitLines({
        s: {
          department: 'Sellbot',
          hasDisguise: true,
          suit: { name: 'Cold Caller' },
          level: 3,
          promotion: { current: 20, target: 400 },
        },
        c: { hasDisguise: false },
      }),
    ).toEqual(['Sellbot: Cold Caller, level 3, 20 / 400 to promotion', 'Bossbot: no disguise yet']);
  });
});
