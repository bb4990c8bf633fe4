/**
 * Which running invasions count for a Toon's current tasks, the invasions in that order, and which
 * of them are news worth a notification.
 *
 * Whether a Cog counts follows the original game's checks, github.com/open-toontown/open-toontown
 * (commit a5ecbb8b), toontown/quest/Quests.py, each quest's `doesCogCount`:
 * - a named Cog: the Cog's type is the task's (`CogQuest`); its Version 2.0 and Skelecog forms are
 *   the same type, so they count too;
 * - a department: the Cog's department is the task's (`CogTrackQuest`);
 * - a level: the Cog's level is the task's or higher (`CogLevelQuest`: `questCogLevel <= level`).
 *   An invading Cog comes in its five levels (data/cog-roster.ts), so an invasion counts when
 *   its Cog's highest level reaches the task's, and only its Cogs of that level and up do;
 * - any Cog: every Cog;
 * - Skelecogs only (`SkelecogQBase`) or Version 2.0 Cogs only (`SkeleReviveQBase`, Cogs with revives);
 * - a building: never (see task-objective.ts).
 * An invasion fills every street of its district; the task's own place (`where`) still says on which
 * of them its Cogs count (`isLocationMatch`), so the mark shows it.
 * A task already complete (progress `current` ≥ `target`, the local API's task shape in
 * ToontownRewritten/api-doc local.md) needs no more Cogs and counts nothing.
 */
import type { ToonLinkTask } from 'shared-contracts/domain';
import { rosterCog } from '../../data/cog-roster.js';
import { type CogTask, readTaskObjective } from './task-objective.js';

/** An invading Cog as the invasions API names it, split (shared-contracts' `parseInvasionType`). */
export interface InvasionCog {
  /** The plain name, e.g. "Flunky". */
  cog: string;
  isSkelecog: boolean;
  isV2: boolean;
}

export type InvasionFit =
  | { counts: false }
  /** `fromLevel`: only the invaders of this level and up count (a level task); null: all of them. */
  | { counts: true; fromLevel: number | null };

const NO = { counts: false } as const;

/** Whether the Cogs of an invasion count for a Cog task. */
export function invasionFitsTask(invasion: InvasionCog, task: CogTask): InvasionFit {
  if (task.skelecog && !invasion.isSkelecog) return NO;
  if (task.v2 && !invasion.isV2) return NO;
  const target = task.target;
  if (target.kind === 'any') return { counts: true, fromLevel: null };
  const cog = rosterCog(invasion.cog);
  // A Cog off the roster: its department and levels are unknown, so only "any Cog" can claim it.
  if (!cog) return NO;
  if (target.kind === 'cog') return target.cog.name === cog.name ? { counts: true, fromLevel: null } : NO;
  if (target.kind === 'department')
    return target.department === cog.department ? { counts: true, fromLevel: null } : NO;
  if (cog.maxLevel < target.level) return NO;
  return { counts: true, fromLevel: cog.minLevel >= target.level ? null : target.level };
}

/** The game's task shape, as much of it as these rules read. */
export type TaskLike = Pick<ToonLinkTask, 'objective'>;

/** Done: progress reached a target above zero (the task waits to be handed in). */
export function isTaskComplete(task: TaskLike): boolean {
  const progress = task.objective?.progress;
  return (
    typeof progress?.current === 'number' &&
    typeof progress.target === 'number' &&
    progress.target > 0 &&
    progress.current >= progress.target
  );
}

/** One task an invasion counts for. */
export interface TaskMark {
  /** The Toon whose task it is. */
  toon: string;
  /** The task's objective, as the game wrote it. */
  objective: string;
  /** Where its Cogs count ("Anywhere", a street…), as the game wrote it; null when not sent. */
  where: string | null;
  fromLevel: number | null;
}

/** A Toon's current tasks (from ToonLink's last read). */
export interface ToonTasks {
  toon: string;
  tasks: readonly TaskLike[] | null | undefined;
}

/** The unfinished tasks of `toons` that the invasion counts for. */
export function taskMarks(invasion: InvasionCog, toons: readonly ToonTasks[]): TaskMark[] {
  const marks: TaskMark[] = [];
  for (const { toon, tasks } of toons) {
    for (const task of tasks ?? []) {
      if (isTaskComplete(task)) continue;
      const objective = readTaskObjective(task.objective?.text);
      if (objective.kind !== 'cogs') continue;
      const fit = invasionFitsTask(invasion, objective);
      if (!fit.counts) continue;
      marks.push({
        toon,
        objective: task.objective?.text?.trim() ?? '',
        where: task.objective?.where?.trim() || null,
        fromLevel: fit.fromLevel,
      });
    }
  }
  return marks;
}

export interface MarkedInvasion<R> {
  row: R;
  marks: TaskMark[];
}

/** The invasions with their marks, those that count for a task first; each part keeps its order. */
export function invasionsForTasks<R extends InvasionCog>(
  rows: readonly R[],
  toons: readonly ToonTasks[],
): MarkedInvasion<R>[] {
  const marked = rows.map((row) => ({ row, marks: taskMarks(row, toons) }));
  return [
    ...marked.filter((item) => item.marks.length > 0),
    ...marked.filter((item) => item.marks.length === 0),
  ];
}

/**
 * The invasions to announce: those that count for a task and were not running at the previous
 * look (`previousKeys`, null for the first look: what already ran then is not news). `keyOf`
 * names one invasion while it lasts (its district and Cog).
 */
export function startedTaskInvasions<R>(
  previousKeys: ReadonlySet<string> | null,
  marked: readonly MarkedInvasion<R>[],
  keyOf: (row: R) => string,
): MarkedInvasion<R>[] {
  if (previousKeys === null) return [];
  return marked.filter((item) => item.marks.length > 0 && !previousKeys.has(keyOf(item.row)));
}

/** "Tess's task “Defeat 4 Tightwads” (Anywhere)": one mark in words. */
export function markText(mark: TaskMark): string {
  const where = mark.where ? ` (${mark.where})` : '';
  const level = mark.fromLevel === null ? '' : `, level ${mark.fromLevel} and up only`;
  return `${mark.toon}’s task “${mark.objective}”${where}${level}`;
}
