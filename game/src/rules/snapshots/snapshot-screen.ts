// A Toon dashboard snapshot's numbers screened against the game's facts (data/snapshot-limits.ts):
// each value past its bound is taken out on its own (set to null) and named in a refusal, the rest
// kept as the game sent it (issue 30). The browser keeps only screened snapshots; the api refuses
// a snapshot with any refusal, naming the field (issue 31, item 8: a forged 5,000,000 promotion
// target froze its owner's dashboard).

import {
  MAX_LISTED_REFUSALS,
  MAX_REFUSAL_TEXT,
  type ToonLinkCogSuit,
  type ToonLinkData,
  type ToonLinkGagTrack,
  type ToonLinkLaff,
  type ToonLinkTask,
} from 'shared-contracts/domain';
import {
  GAG_EXPERIENCE_RANGE,
  GAG_LEVEL_RANGE,
  GAME_ID_RANGE,
  INVASION_QUANTITY_RANGE,
  JELLYBEAN_RANGE,
  LAFF_RANGE,
  promotionRange,
  SHOVEL_SKILL_RANGE,
  SUIT_LEVEL_RANGE,
  SUIT_VERSION_RANGE,
  TASK_PROGRESS_RANGE,
  WATERING_CAN_SKILL_RANGE,
  type WholeRange,
} from '../../data/snapshot-limits.js';
import type { SuitDepartment } from '../../data/suits.js';
import type { GameValueRefusal } from '../toons/game-read-screen.js';
import { formatLimit } from '../toons/rule-issues.js';

export interface ScreenedSnapshotData {
  /** The data without its out-of-bounds numbers (each set to null); everything else as sent. */
  data: ToonLinkData;
  /** What was left out and why (at most {@link MAX_LISTED_REFUSALS} listed; all are left out). */
  refusals: GameValueRefusal[];
}

const SUIT_DEPARTMENTS_BY_LETTER = [
  ['c', 'bossbot'],
  ['l', 'lawbot'],
  ['m', 'cashbot'],
  ['s', 'sellbot'],
] as const satisfies ReadonlyArray<readonly [string, SuitDepartment]>;

function cut(text: string): string {
  return text.length > MAX_REFUSAL_TEXT ? text.slice(0, MAX_REFUSAL_TEXT) : text;
}

/** The keys of `B` whose value may be null: where a left-out number goes. */
type NullableKey<B> = { [K in keyof B]-?: null extends B[K] ? K : never }[keyof B];

class Screen {
  readonly refusals: GameValueRefusal[] = [];

  /** True when `value` is not a number, or a whole number in `range`; else false, and a refusal. */
  allows(path: string[], value: unknown, range: WholeRange, what: string): boolean {
    if (typeof value !== 'number') return true;
    if (Number.isInteger(value) && value >= range.min && value <= range.max) return true;
    if (this.refusals.length < MAX_LISTED_REFUSALS) {
      this.refusals.push({
        path: path.map(cut),
        value,
        rule: `not saved: ${what} is a whole number from ${formatLimit(range.min)} to ${formatLimit(range.max)}; the game sent ${Number.isInteger(value) ? formatLimit(value) : value}`,
      });
    }
    return false;
  }

  /** `block` itself, or a copy with its number at `key` left out (null) when past `range`. */
  field<B extends object>(
    block: B,
    key: NullableKey<B> & string,
    path: string[],
    range: WholeRange,
    what: string,
  ): B {
    if (this.allows([...path, key], block[key], range, what)) return block;
    return { ...block, [key]: null };
  }
}

/** Laff, the jar and the bank: the game's `{ current, max }`. */
type CurrentMax = ToonLinkLaff;

function screenCurrentMax(
  screen: Screen,
  path: string[],
  block: CurrentMax,
  range: WholeRange,
  what: string,
): CurrentMax {
  const current = screen.field(block, 'current', path, range, what);
  return screen.field(current, 'max', path, range, `the most ${what}`);
}

function screenGagTrack(screen: Screen, track: string, info: ToonLinkGagTrack): ToonLinkGagTrack {
  const path = ['gags', track];
  let next = info;
  for (const part of ['gag', 'organic'] as const) {
    const gag = next[part];
    if (!gag) continue;
    const kept = screen.field(gag, 'level', [...path, part], GAG_LEVEL_RANGE, "a gag's level");
    if (kept !== gag) next = { ...next, [part]: kept };
  }
  const experience = next.experience;
  if (experience) {
    const where = [...path, 'experience'];
    let kept = screen.field(experience, 'current', where, GAG_EXPERIENCE_RANGE, `${track} experience`);
    kept = screen.field(kept, 'next', where, GAG_EXPERIENCE_RANGE, `${track}'s next milestone`);
    if (kept !== experience) next = { ...next, experience: kept };
  }
  return next;
}

function screenTask(screen: Screen, task: ToonLinkTask, index: number): ToonLinkTask {
  const progress = task.objective?.progress;
  if (!task.objective || !progress) return task;
  const path = ['tasks', String(index), 'objective', 'progress'];
  let kept = screen.field(progress, 'current', path, TASK_PROGRESS_RANGE, "a task's progress");
  kept = screen.field(kept, 'target', path, TASK_PROGRESS_RANGE, "a task's target");
  return kept === progress ? task : { ...task, objective: { ...task.objective, progress: kept } };
}

function screenSuit(
  screen: Screen,
  letter: string,
  department: SuitDepartment,
  suit: ToonLinkCogSuit,
): ToonLinkCogSuit {
  const path = ['cogsuits', letter];
  let next = screen.field(suit, 'level', path, SUIT_LEVEL_RANGE, 'a Cog suit level');
  next = screen.field(next, 'version', path, SUIT_VERSION_RANGE, "a suit's version");
  if (next.suit) {
    const id = screen.field(next.suit, 'id', [...path, 'suit'], GAME_ID_RANGE, "a suit's id");
    if (id !== next.suit) next = { ...next, suit: id };
  }
  const promotion = next.promotion;
  if (promotion) {
    // Bounded at the level kept: a level left out gives the department's largest quota.
    const level = next.level;
    const quota = promotionRange(department, level);
    const where = typeof level === 'number' ? `a level ${level} ${department} suit` : `a ${department} suit`;
    const promotionPath = [...path, 'promotion'];
    let kept = screen.field(
      promotion,
      'current',
      promotionPath,
      quota,
      `what ${where} holds toward its promotion`,
    );
    kept = screen.field(kept, 'target', promotionPath, quota, `the promotion quota of ${where}`);
    if (kept !== promotion) next = { ...next, promotion: kept };
  }
  return next;
}

type FlowerTool = NonNullable<NonNullable<ToonLinkData['flowers']>['shovel']>;

function screenTool(
  screen: Screen,
  part: 'shovel' | 'wateringCan',
  tool: FlowerTool,
  range: WholeRange,
): FlowerTool {
  const path = ['flowers', part];
  const name = part === 'shovel' ? 'shovel' : 'watering can';
  let next = screen.field(tool, 'id', path, GAME_ID_RANGE, `a ${name}'s id`);
  next = screen.field(next, 'curSkill', path, range, `${name} skill`);
  return screen.field(next, 'maxSkill', path, range, `the most ${name} skill`);
}

/**
 * The dashboard sections of a game read (laff, location, gags, tasks, invasion, flowers, Cog suits,
 * jellybeans) with each number past the game's facts left out, and why. Pure; other sections, every
 * text and every number within bounds pass through untouched.
 */
export function screenSnapshotData(data: ToonLinkData): ScreenedSnapshotData {
  const screen = new Screen();
  const next: ToonLinkData = { ...data };
  if (data.laff) next.laff = screenCurrentMax(screen, ['laff'], data.laff, LAFF_RANGE, 'laff');
  if (data.location) {
    next.location = screen.field(data.location, 'instanceId', ['location'], GAME_ID_RANGE, 'an instance id');
  }
  if (data.gags) {
    next.gags = Object.fromEntries(
      Object.entries(data.gags).map(([track, info]) => [track, info && screenGagTrack(screen, track, info)]),
    );
  }
  if (data.tasks) next.tasks = data.tasks.map((task, index) => screenTask(screen, task, index));
  if (data.invasion) {
    next.invasion = screen.field(
      data.invasion,
      'quantity',
      ['invasion'],
      INVASION_QUANTITY_RANGE,
      "an invasion's Cogs",
    );
  }
  const flowers = data.flowers;
  if (flowers) {
    let kept = flowers;
    if (flowers.shovel)
      kept = { ...kept, shovel: screenTool(screen, 'shovel', flowers.shovel, SHOVEL_SKILL_RANGE) };
    if (flowers.wateringCan) {
      kept = {
        ...kept,
        wateringCan: screenTool(screen, 'wateringCan', flowers.wateringCan, WATERING_CAN_SKILL_RANGE),
      };
    }
    next.flowers = kept;
  }
  if (data.cogsuits) {
    const suits = { ...data.cogsuits };
    for (const [letter, department] of SUIT_DEPARTMENTS_BY_LETTER) {
      const suit = data.cogsuits[letter];
      if (suit) suits[letter] = screenSuit(screen, letter, department, suit);
    }
    next.cogsuits = suits;
  }
  const beans = data.beans;
  if (beans) {
    let kept = beans;
    for (const [part, what] of [
      ['jar', 'jellybeans in the jar'],
      ['bank', 'jellybeans in the bank'],
    ] as const) {
      const block = beans[part];
      if (block)
        kept = { ...kept, [part]: screenCurrentMax(screen, ['beans', part], block, JELLYBEAN_RANGE, what) };
    }
    next.beans = kept;
  }
  return { data: next, refusals: screen.refusals };
}
