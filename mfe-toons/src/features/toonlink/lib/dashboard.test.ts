import type { ToonLinkTask } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { gagProgress, newlyDoneTasks, planText, suitViews, taskViews } from './dashboard';

const task = (current: number, target: number, text = 'Defeat 6 Cogs'): ToonLinkTask => ({
  objective: {
    text,
    where: 'Toontown Central',
    progress: { text: `${current} of ${target}`, current, target },
  },
  from: { name: 'Sample Clerk', building: 'Toon Hall', zone: 'Silly Street' },
  to: { name: 'Sample Clerk', building: '', zone: 'Silly Street' },
  reward: '+1 Laff',
});

describe('gag progress', () => {
  it('orders tracks as the game does and shows the next gag and the track maximum', () => {
    const lines = gagProgress({
      Throw: {
        gag: { level: 4, name: 'Whole Fruit Pie' },
        organic: { level: 4, name: 'Whole Fruit Pie' },
        experience: { current: 610, next: 2000 },
      },
      Drop: null,
      'Toon-Up': {
        gag: { level: 2, name: 'Megaphone' },
        organic: null,
        experience: { current: 150, next: 200 },
      },
    });
    expect(lines.map((line) => line.track)).toEqual(['Toon-Up', 'Throw', 'Drop']);
    // Throw at 610: Whole Cream Pie at 2000 (ToontownBattleGlobals `Levels`), track max 10500.
    expect(lines[1]).toMatchObject({
      unlocked: true,
      gag: 'Whole Fruit Pie',
      organic: 'Whole Fruit Pie',
      experience: 610,
      nextAt: 2000,
      nextGag: 'Whole Cream Pie',
      trackMax: 10500,
    });
    expect(lines[0]).toMatchObject({ nextAt: 200, nextGag: 'Lipstick' });
    expect(lines[2]).toMatchObject({ unlocked: false, experience: null, nextAt: null });
  });

  it("uses the source's threshold when the game sends no next, and none once the seventh gag is in", () => {
    expect(gagProgress({ Squirt: { experience: { current: 95 } } })[0]).toMatchObject({ nextAt: 400 });
    expect(
      gagProgress({
        Sound: { gag: { level: 7, name: 'Opera Singer' }, experience: { current: 10200, next: 10500 } },
      })[0],
    ).toMatchObject({ nextAt: null, nextGag: null, trackMax: 10500 });
  });

  it('shows the raw experience of a track the table does not know, with no derived numbers', () => {
    expect(gagProgress({ Mystery: { experience: { current: 5, next: 9 } } })[0]).toMatchObject({
      experience: 5,
      nextAt: 9,
      nextGag: null,
      trackMax: null,
    });
  });
});

describe('tasks', () => {
  it('reads objective, where, progress, from, to and reward, and marks a finished task done', () => {
    const [open, done] = taskViews([task(2, 6), task(6, 6)]);
    expect(open).toMatchObject({
      objective: 'Defeat 6 Cogs',
      where: 'Toontown Central',
      current: 2,
      target: 6,
      from: 'Sample Clerk, Toon Hall, Silly Street',
      to: 'Sample Clerk, Silly Street',
      progress: '2 / 6',
      reward: '+1 Laff',
      state: 'in-progress',
    });
    expect(done?.state).toBe('done');
    expect(
      taskViews([{ objective: { text: 'Visit Flippy', progress: { text: 'Complete' } } }])[0]?.state,
    ).toBe('done');
  });

  it('shows no fraction for a target of 0, the task type, and the neighbourhood of its Toons', () => {
    const [visit] = taskViews([
      {
        objective: {
          text: 'Visit Flippy',
          where: 'Toontown Central',
          progress: { text: '', current: 0, target: 0 },
        },
        from: {
          name: 'Flippy',
          building: 'Toon Hall',
          zone: 'Toontown Central',
          neighborhood: 'Toontown Central',
        },
        to: { name: 'Sample Clerk', building: '', zone: 'Elm Street', neighborhood: 'Daisy Gardens' },
        type: 'Just for fun!',
      },
    ]);
    expect(visit).toMatchObject({
      progress: null,
      type: 'Just for fun!',
      from: 'Flippy, Toon Hall, Toontown Central',
      to: 'Sample Clerk, Elm Street, Daisy Gardens',
    });
    expect(taskViews([task(1523, 2500)])[0]?.progress).toBe('1,523 / 2,500');
  });

  it('finds the tasks that became done since the last read, once', () => {
    expect(newlyDoneTasks([task(2, 6)], [task(6, 6)]).map((view) => view.objective)).toEqual([
      'Defeat 6 Cogs',
    ]);
    expect(newlyDoneTasks([task(6, 6)], [task(6, 6)])).toEqual([]);
    expect(newlyDoneTasks([task(6, 6, 'Other')], [task(6, 6)])).toHaveLength(1);
  });
});

describe('cog suits', () => {
  it('shows level, progress and the fewest facility runs to the promotion (the calculator rules)', () => {
    const [sellbot, cashbot] = suitViews({
      s: {
        department: 'Sellbot',
        hasDisguise: true,
        suit: { id: 1, name: 'Cold Caller' },
        version: 1,
        level: 2,
        promotion: { current: 40, target: 240 },
      },
      m: { department: 'Cashbot', hasDisguise: false },
    });
    // 200 merits still needed: one run does it, and a five-story building (270, suits.ts) wastes least.
    expect(sellbot).toMatchObject({
      suit: 'Cold Caller',
      level: 2,
      version: 1,
      needed: 200,
      currency: 'merits',
    });
    expect(sellbot?.plan?.runs.totalRuns).toBe(1);
    expect(sellbot?.plan && planText(sellbot.plan)).toBe('1 × Five-story Sellbot building');
    expect(cashbot).toMatchObject({ hasDisguise: false, needed: null, plan: null });
  });
});
