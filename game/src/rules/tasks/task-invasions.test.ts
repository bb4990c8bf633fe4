import { parseInvasionType } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import {
  invasionFitsTask,
  invasionsForTasks,
  isTaskComplete,
  markText,
  startedTaskInvasions,
  type TaskLike,
  taskMarks,
} from './task-invasions.js';
import { readTaskObjective } from './task-objective.js';

const task = (text: string, current = 0, target = 4, where = 'Anywhere'): TaskLike => ({
  objective: { text, where, progress: { text: `${current} of ${target} defeated`, current, target } },
});

/** Whether the invasion `type` (as the invasions API names it) counts for the task `text`. */
function counts(type: string, text: string): boolean | 'from level' {
  const objective = readTaskObjective(text);
  if (objective.kind !== 'cogs') return false;
  const fit = invasionFitsTask(parseInvasionType(type), objective);
  return fit.counts ? (fit.fromLevel === null ? true : 'from level') : false;
}

describe('invasionFitsTask', () => {
  it('a named Cog task counts its Cog in every form, and no other', () => {
    expect(counts('Tightwad', 'Defeat 4 Tightwads')).toBe(true);
    expect(counts('Version 2.0 Tightwad', 'Defeat 4 Tightwads')).toBe(true);
    expect(counts('Tightwad (Skelecog)', 'Defeat 4 Tightwads')).toBe(true);
    expect(counts('Tele\u0003marketer', 'Defeat 6 Telemarketers')).toBe(true);
    expect(counts('Penny Pincher', 'Defeat 4 Tightwads')).toBe(false);
    expect(counts('Bottom Feeder', 'Recover 3 Ink Sacks from Bottom Feeders')).toBe(true);
  });

  it('a department task counts its department’s Cogs', () => {
    expect(counts('Bottom Feeder', 'Defeat 6 Lawbots')).toBe(true);
    expect(counts('Version 2.0 Big Wig', 'Defeat 6 Lawbots')).toBe(true);
    expect(counts('Flunky', 'Defeat 6 Lawbots')).toBe(false);
    expect(counts('Mover & Shaker', 'Defeat a Sellbot')).toBe(true);
  });

  it('a level task counts a Cog met at that level or higher, part of an invasion when it starts lower', () => {
    // Flunkies come at levels 1–5, Tightwads 3–7, Mr. Hollywoods 8–12 (cog-roster.ts).
    expect(counts('Flunky', 'Defeat 3 Level 6+ Cogs')).toBe(false);
    expect(counts('Flunky', 'Defeat 3 Level 5+ Cogs')).toBe('from level');
    expect(counts('Tightwad', 'Defeat 3 Level 4+ Cogs')).toBe('from level');
    expect(counts('Tightwad', 'Defeat 3 Level 3+ Cogs')).toBe(true);
    expect(counts('Mr. Hollywood', 'Defeat 3 Level 8+ Cogs')).toBe(true);
    expect(counts('Unheard-of Cog', 'Defeat 3 Level 2+ Cogs')).toBe(false);
  });

  it('any Cog counts every invasion, even a Cog the site does not know', () => {
    expect(counts('Flunky', 'Defeat 10 Cogs')).toBe(true);
    expect(counts('Version 2.0 Unheard-of Cog', 'Defeat 10 Cogs')).toBe(true);
    expect(counts('Bean Counter', 'Help a new Toon defeat 4 Cogs')).toBe(true);
  });

  it('Skelecog and Version 2.0 tasks need that kind of invasion', () => {
    expect(counts('Flunky (Skelecog)', 'Defeat 5 Skelecogs')).toBe(true);
    expect(counts('Flunky', 'Defeat 5 Skelecogs')).toBe(false);
    expect(counts('Cold Caller (Skelecog)', 'Defeat 3 Sellbot Skelecogs')).toBe(true);
    expect(counts('Flunky (Skelecog)', 'Defeat 3 Sellbot Skelecogs')).toBe(false);
    expect(counts('Version 2.0 Flunky', 'Defeat 5 Version 2.0 Cogs')).toBe(true);
    expect(counts('Flunky', 'Defeat 5 Version 2.0 Cogs')).toBe(false);
  });

  it('no invasion counts for a building task', () => {
    expect(counts('Cold Caller', 'Defeat 2 Sellbot Buildings')).toBe(false);
    expect(counts('Flunky', 'Defeat a Cog Building')).toBe(false);
  });
});

describe('isTaskComplete', () => {
  it('is done once progress reaches a target above zero', () => {
    expect(isTaskComplete(task('Defeat 4 Tightwads', 4, 4))).toBe(true);
    expect(isTaskComplete(task('Defeat 4 Tightwads', 5, 4))).toBe(true);
    expect(isTaskComplete(task('Defeat 4 Tightwads', 3, 4))).toBe(false);
    expect(isTaskComplete(task('Visit Flippy', 0, 0))).toBe(false);
    expect(isTaskComplete({ objective: { text: 'Defeat 4 Tightwads' } })).toBe(false);
    expect(isTaskComplete({ objective: null })).toBe(false);
  });
});

describe('taskMarks and invasionsForTasks', () => {
  const toons = [
    { toon: 'Tess', tasks: [task('Defeat 4 Tightwads', 1, 4), task('Defeat 6 Lawbots', 6, 6)] },
    {
      toon: 'Bo',
      tasks: [task('Defeat 3 Level 7+ Cogs', 0, 3, 'Loopy Lane'), task('Defeat 2 Cashbot Buildings')],
    },
  ];
  const invasion = (district: string, type: string) => ({ district, type, ...parseInvasionType(type) });

  it('marks each unfinished task an invasion counts for, with its Toon and place', () => {
    expect(taskMarks(parseInvasionType('Version 2.0 Tightwad'), toons)).toEqual([
      { toon: 'Tess', objective: 'Defeat 4 Tightwads', where: 'Anywhere', fromLevel: null },
      { toon: 'Bo', objective: 'Defeat 3 Level 7+ Cogs', where: 'Loopy Lane', fromLevel: 7 },
    ]);
    // Tess's Lawbot task is done: a Lawbot invasion counts for nothing of hers.
    expect(taskMarks(parseInvasionType('Bottom Feeder'), toons)).toEqual([]);
    expect(taskMarks(parseInvasionType('Flunky'), [{ toon: 'Cy', tasks: null }])).toEqual([]);
  });

  it('puts the invasions that count for a task first, each part in its own order', () => {
    const rows = [
      invasion('Blam Canyon', 'Bottom Feeder'),
      invasion('Boingbury', 'Flunky'),
      invasion('Gulp Gulch', 'Tightwad'),
      invasion('Zapwood', 'Big Wig'),
    ];
    const ordered = invasionsForTasks(rows, toons);
    expect(ordered.map((item) => [item.row.district, item.marks.map((mark) => mark.toon)])).toEqual([
      ['Gulp Gulch', ['Tess', 'Bo']],
      ['Zapwood', ['Bo']],
      ['Blam Canyon', []],
      ['Boingbury', []],
    ]);
    expect(invasionsForTasks(rows, []).map((item) => item.row.district)).toEqual([
      'Blam Canyon',
      'Boingbury',
      'Gulp Gulch',
      'Zapwood',
    ]);
  });

  it('says a mark in words', () => {
    const [tess, bo] = taskMarks(parseInvasionType('Tightwad'), toons);
    if (!tess || !bo) throw new Error('two marks');
    expect(markText(tess)).toBe('Tess’s task “Defeat 4 Tightwads” (Anywhere)');
    expect(markText(bo)).toBe('Bo’s task “Defeat 3 Level 7+ Cogs” (Loopy Lane), level 7 and up only');
  });
});

describe('startedTaskInvasions', () => {
  const toons = [{ toon: 'Tess', tasks: [task('Defeat 4 Tightwads', 1, 4)] }];
  const look = (...types: Array<[string, string]>) =>
    invasionsForTasks(
      types.map(([district, type]) => ({ district, type, ...parseInvasionType(type) })),
      toons,
    );
  const keyOf = (row: { district: string; type: string }) => `${row.district}|${row.type}`;

  it('announces an invasion for a task that was not running at the previous look', () => {
    const first = look(['Boingbury', 'Flunky']);
    const second = look(['Boingbury', 'Flunky'], ['Zapwood', 'Tightwad'], ['Gulp Gulch', 'Big Wig']);
    const started = startedTaskInvasions(new Set(first.map((item) => keyOf(item.row))), second, keyOf);
    expect(started.map((item) => item.row.district)).toEqual(['Zapwood']);
  });

  it('says nothing at the first look, nor for an invasion already announced', () => {
    const running = look(['Zapwood', 'Tightwad']);
    expect(startedTaskInvasions(null, running, keyOf)).toEqual([]);
    expect(startedTaskInvasions(new Set(['Zapwood|Tightwad']), running, keyOf)).toEqual([]);
    // The same Cog in another district is another invasion.
    expect(
      startedTaskInvasions(new Set(['Zapwood|Tightwad']), look(['Fizzlefield', 'Tightwad']), keyOf),
    ).toHaveLength(1);
  });
});
