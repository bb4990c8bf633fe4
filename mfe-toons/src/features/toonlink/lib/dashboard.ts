import type { ToonLinkBeans, ToonLinkCogSuits, ToonLinkGags, ToonLinkTask } from 'shared-contracts/domain';
import {
  fewestRunsPlan,
  GAG_TRACK_MAX_EXPERIENCE,
  GAG_TRACKS,
  type MixedPlan,
  SUIT_DEPARTMENT_INFO,
  type SuitDepartment,
  type SuitFacility,
  stillNeeded,
} from 'trinket-game/data';
import { gagName, gagTrackByName, nextGagAt } from './gag-progress';
import { currentMaxText } from './game-numbers';
import { npcText, taskProgressText, taskTypeText } from './toon-facts';

export { currentMaxText } from './game-numbers';
export { npcText } from './toon-facts';

// The Toon dashboard's rules: what the game's data means for the player, as plain values the
// views show. Game facts come from shared-contracts/game-data (each table names its source).

export interface GagProgress {
  /** The track as the game names it. */
  track: string;
  /** False when the toon does not have the track. */
  unlocked: boolean;
  gag: string | null;
  organic: string | null;
  experience: number | null;
  /** Experience the next gag needs: the game's own figure, else the source's table. */
  nextAt: number | null;
  /** The next gag's name (from the source's table), when there is one and it is known. */
  nextGag: string | null;
  /** The track's maximum experience (source's table); null for a track the table does not know. */
  trackMax: number | null;
}

function orderOf(track: string): number {
  const known = gagTrackByName(track);
  return known === null ? GAG_TRACKS.length : GAG_TRACKS.indexOf(known);
}

/** Every track the game reports, in the game's usual order (Toon-Up to Drop). */
export function gagProgress(gags: ToonLinkGags | null | undefined): GagProgress[] {
  return Object.entries(gags ?? {})
    .sort(([a], [b]) => orderOf(a) - orderOf(b))
    .map(([track, info]): GagProgress => {
      const known = gagTrackByName(track);
      const experience = typeof info?.experience?.current === 'number' ? info.experience.current : null;
      const gameNext = info?.experience?.next;
      const tableNext = known !== null && experience !== null ? nextGagAt(known, experience) : null;
      const level = info?.gag?.level;
      // The next gag is the one after the toon's best, as the game reports its level.
      const nextLevel = typeof level === 'number' && level < 7 ? level + 1 : (tableNext?.level ?? null);
      const nextGag = known !== null && nextLevel !== null ? gagName(known, nextLevel) : null;
      const maxed = experience !== null && tableNext === null && known !== null;
      const nextAt = maxed
        ? null
        : typeof gameNext === 'number' && experience !== null && gameNext > experience
          ? gameNext
          : (tableNext?.experience ?? null);
      return {
        track,
        unlocked: info != null,
        gag: info?.gag?.name ?? null,
        organic: info?.organic?.name ?? null,
        experience,
        nextAt,
        nextGag: nextAt === null ? null : nextGag,
        trackMax: known === null ? null : GAG_TRACK_MAX_EXPERIENCE,
      };
    });
}

export type TaskState = 'in-progress' | 'done';

export interface TaskView {
  objective: string;
  where: string | null;
  /** The game's progress words ("1 of 3"). */
  progressText: string | null;
  /** The progress as shown: "1 / 3", the game's words, or null (a target of 0 has no fraction). */
  progress: string | null;
  current: number | null;
  target: number | null;
  from: string | null;
  to: string | null;
  reward: string | null;
  /** The game's flavour text for the task ("Just for fun!"). */
  type: string | null;
  state: TaskState;
}

/** A task is done (ready to hand in) once its progress reaches its target, or the game says complete. */
export function taskState(task: ToonLinkTask): TaskState {
  const progress = task.objective?.progress;
  if (typeof progress?.current === 'number' && typeof progress.target === 'number' && progress.target > 0) {
    return progress.current >= progress.target ? 'done' : 'in-progress';
  }
  return /\bcomplete\b/i.test(progress?.text ?? '') ? 'done' : 'in-progress';
}

export function taskViews(tasks: readonly ToonLinkTask[] | null | undefined): TaskView[] {
  return (tasks ?? []).map((task) => {
    const progress = task.objective?.progress;
    return {
      objective: task.objective?.text?.trim() || 'A task',
      where: task.objective?.where ?? null,
      progressText: progress?.text ?? null,
      progress: taskProgressText(progress),
      current: typeof progress?.current === 'number' ? progress.current : null,
      target: typeof progress?.target === 'number' ? progress.target : null,
      from: npcText(task.from),
      to: npcText(task.to),
      reward: task.reward ?? null,
      type: taskTypeText(task),
      state: taskState(task),
    };
  });
}

/**
 * The tasks that became done since the previous data: matched by position and objective (the game
 * gives tasks no id), so a task done before does not count again.
 */
export function newlyDoneTasks(
  previous: readonly ToonLinkTask[] | null | undefined,
  next: readonly ToonLinkTask[] | null | undefined,
): TaskView[] {
  const before = taskViews(previous);
  return taskViews(next).filter((task, index) => {
    if (task.state !== 'done') return false;
    const old = before[index];
    return !(old && old.objective === task.objective && old.state === 'done');
  });
}

export interface SuitView {
  department: string;
  /** The department as the site's game data names it (for its badge). */
  departmentKey: SuitDepartment;
  hasDisguise: boolean;
  suit: string | null;
  level: number | null;
  /** The disguise's version (the game's integer), when it has one. */
  version: number | null;
  current: number | null;
  target: number | null;
  /** The department's promotion currency (merits, cogbucks…). */
  currency: string | null;
  /** Still needed for the promotion, and the fewest facility runs that earn it (calculator's rules). */
  needed: number | null;
  plan: { facilities: readonly SuitFacility[]; runs: MixedPlan } | null;
}

const SUIT_LETTERS: ReadonlyArray<readonly ['s' | 'm' | 'l' | 'c', SuitDepartment]> = [
  ['s', 'sellbot'],
  ['m', 'cashbot'],
  ['l', 'lawbot'],
  ['c', 'bossbot'],
];

export function suitViews(suits: ToonLinkCogSuits | null | undefined): SuitView[] {
  const views: SuitView[] = [];
  for (const [letter, department] of SUIT_LETTERS) {
    const suit = suits?.[letter];
    if (!suit) continue;
    const info = SUIT_DEPARTMENT_INFO[department];
    const current = typeof suit.promotion?.current === 'number' ? suit.promotion.current : null;
    const target = typeof suit.promotion?.target === 'number' ? suit.promotion.target : null;
    const needed =
      suit.hasDisguise && current !== null && target !== null ? stillNeeded(target, current) : null;
    views.push({
      department: suit.department ?? info.name,
      departmentKey: department,
      hasDisguise: suit.hasDisguise === true,
      suit: suit.suit?.name ?? null,
      level: typeof suit.level === 'number' ? suit.level : null,
      version: typeof suit.version === 'number' ? suit.version : null,
      current,
      target,
      currency: info.currency,
      needed,
      plan:
        needed === null
          ? null
          : { facilities: info.facilities, runs: fewestRunsPlan(needed, info.facilities) },
    });
  }
  return views;
}

/** "2 Bullion Mint + 1 Coin Mint": the runs of a plan, biggest facility first, zeros left out. */
export function planText(plan: { facilities: readonly SuitFacility[]; runs: MixedPlan }): string {
  return plan.runs.runs
    .map((count, index) => ({ count, name: plan.facilities[index]?.name ?? '' }))
    .filter(({ count }) => count > 0)
    .map(({ count, name }) => `${count} × ${name}`)
    .join(' + ');
}

export function beansText(beans: ToonLinkBeans | null | undefined): {
  jar: string | null;
  bank: string | null;
} {
  return { jar: currentMaxText(beans?.jar), bank: currentMaxText(beans?.bank) };
}
