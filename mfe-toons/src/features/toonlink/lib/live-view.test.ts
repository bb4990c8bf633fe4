import { describe, expect, it } from 'vitest';
import { cogSuitLines, gagLines, laffText, locationText, taskPeopleText, taskText } from './live-view';

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

  it('names a playground once when its zone is its neighbourhood', () => {
    expect(
      locationText({ zone: 'Toontown Central', neighborhood: 'Toontown Central', district: 'Zapwood' }),
    ).toBe('Toontown Central · Zapwood');
  });

  it('lists the gag tracks the toon has, numbers written as on the dashboard', () => {
    expect(
      gagLines({
        'Toon-Up': null,
        Throw: {
          gag: { level: 5, name: 'Cream Pie Slice' },
          organic: { level: 5, name: 'Cream Pie Slice' },
          experience: { current: 1523, next: 2500 },
        },
        Sound: { gag: { level: 7, name: 'Opera Singer' }, experience: { current: 10000, next: 10000 } },
      }),
    ).toEqual([
      { track: 'Throw', text: 'Cream Pie Slice · organic Cream Pie Slice · 1,523 / 2,500 experience' },
      { track: 'Sound', text: 'Opera Singer · 10,000 experience' },
    ]);
  });

  it('writes a task as one line, with its flavour text and without a fraction for a target of 0', () => {
    expect(
      taskText({
        objective: {
          text: 'Defeat 3 Cogs',
          where: 'Anywhere',
          progress: { text: '1 of 3', current: 1, target: 3 },
        },
        type: 'Just for fun!',
      }),
    ).toBe('Defeat 3 Cogs (1 / 3) · Anywhere · Just for fun!');
    expect(
      taskText({ objective: { text: 'Visit Flippy', progress: { text: '0 of 0', current: 0, target: 0 } } }),
    ).toBe('Visit Flippy');
    expect(taskText({})).toBe('A task');
  });

  it('says who gave a task and who takes it back, with their neighbourhood', () => {
    const clerk = {
      name: 'Sample Clerk',
      building: 'Toon Hall',
      zone: 'Silly Street',
      neighborhood: 'Toontown Central',
    };
    expect(taskPeopleText({ from: clerk, to: clerk })).toBe(
      'From and back to Sample Clerk, Toon Hall, Silly Street, Toontown Central',
    );
    expect(
      taskPeopleText({
        from: clerk,
        to: { name: 'Flippy', building: '', zone: 'Toontown Central', neighborhood: 'Toontown Central' },
      }),
    ).toBe('From Sample Clerk, Toon Hall, Silly Street, Toontown Central; to Flippy, Toontown Central');
    expect(taskPeopleText({})).toBeNull();
  });

  it('describes Cog disguises with their version', () => {
    expect(
      cogSuitLines({
        s: {
          department: 'Sellbot',
          hasDisguise: true,
          suit: { name: 'Cold Caller' },
          version: 2,
          level: 3,
          promotion: { current: 1200, target: 4000 },
        },
        c: { hasDisguise: false },
      }),
    ).toEqual([
      'Sellbot: Cold Caller, level 3, suit version 2, 1,200 / 4,000 to promotion',
      'Bossbot: no disguise yet',
    ]);
  });
});
