/**
 * What a ToonTask asks for, read from its objective text as the game's local API sends it
 * (`tasks[].objective.text`, ToontownRewritten/api-doc local.md, "GET /tasks.json").
 *
 * The texts follow the quest templates of the open Toontown source, github.com/open-toontown/open-toontown
 * (commit a5ecbb8b): toontown/quest/Quests.py builds them from toontown/toonbase/TTLocalizerEnglish.py:
 * - Cog tasks (`CogQuest`): "Defeat %s" of "%(numCogs)s %(cogName)s", the Cog's plural, or its
 *   singular with an article for one ("Defeat 4 Tightwads", "Defeat a Flunky"); any Cog is
 *   "Cogs" / "Cog" ("Defeat 10 Cogs").
 * - Department tasks (`CogTrackQuest`): "Defeat 6 Lawbots", "Defeat a Sellbot" (`LawbotP`, `SellbotS`).
 * - Level tasks (`CogLevelQuest`): "Defeat 3 Level 4+ Cogs", "Defeat a Level 4+ Cog"
 *   (`QuestsCogLevelQuestDescC` = '%(count)s Level %(level)s+ %(name)s').
 * - Skelecog tasks: "Defeat 5 Skelecogs", "Defeat 3 Sellbot Skelecogs", "Defeat 4 Level 10+ Skelecogs".
 * - Version 2.0 tasks (`SkeleReviveQuest`): "Defeat 5 Version 2.0 Cogs" (`v2CogP`).
 * - Tasks for a new Toon (`NewbieQuest`): "Help a new Toon defeat 4 Cogs", "Help a Toon with 25 Laff
 *   or less defeat …": the same Cogs count (with a new Toon in the battle).
 * - Recovery tasks (`RecoverItemQuest`): "Recover 3 Ink Sacks from Bottom Feeders", "… from The Cogs",
 *   "… from Level 3+ Cogs", "… from Sellbots": each defeated Cog of that kind may drop the item
 *   (QuestManagerAI.recoverItems checks the Cog's type, department or level the same way).
 * - Building tasks (`BuildingQuest`): "Defeat 2 Sellbot Buildings", "Defeat a three+ story Cog
 *   Building". Their progress counts buildings taken back, never Cogs: `BuildingQuest.doesCogCount`
 *   returns 0. An invasion changes which Cogs walk the streets, not how many buildings there are, so
 *   no invasion counts for a building task (the old game's wiki says as much of Cog facilities:
 *   "Invasions do not affect cog facilities", https://toontown.fandom.com/wiki/Cog_invasion).
 * - Anything else (Foremen, V.P.s, Cog Suit Parts, deliveries, visits, trolley…) is not about street Cogs.
 * A location may follow the objective ("… in Toontown Central", "… on Loopy Lane"); the local API
 * sends it apart, as `where`, and it is read past here.
 */
import { cogNameKey, type RosterCog, rosterCog } from '../../data/cog-roster.js';
import type { SuitDepartment } from '../../data/suits.js';

/** Which Cogs a task counts. */
export type CogTarget =
  | { kind: 'any' }
  | { kind: 'cog'; cog: RosterCog }
  | { kind: 'department'; department: SuitDepartment }
  /** Cogs of `level` and up. */
  | { kind: 'level'; level: number };

export interface CogTask {
  kind: 'cogs';
  /** Defeating them counts, or each may drop the item to recover. */
  action: 'defeat' | 'recover';
  target: CogTarget;
  /** Only Skelecogs count. */
  skelecog: boolean;
  /** Only Version 2.0 Cogs count. */
  v2: boolean;
}

export type TaskObjective = CogTask | { kind: 'building' } | { kind: 'other' };

const DEPARTMENTS: Readonly<Record<string, SuitDepartment>> = {
  bossbot: 'bossbot',
  lawbot: 'lawbot',
  cashbot: 'cashbot',
  sellbot: 'sellbot',
};

/** The text with the game's invisible marks gone, one space between words, no closing period. */
function tidy(text: string): string {
  return cogNameKey(text).replace(/\.$/, '');
}

/** "4 Tightwads", "a Flunky", "some Cogs" → the noun; the count is in `progress.target`. */
function withoutCount(phrase: string): string {
  return phrase.replace(/^(?:\d[\d,]*|an?|some)\s+/, '');
}

/** Which Cogs a noun phrase ("level 4+ cogs", "sellbot skelecogs", "tightwads") names, or null. */
function cogsNamed(noun: string): Omit<CogTask, 'kind' | 'action'> | null {
  let rest = noun;
  let level: number | null = null;
  const levelMatch = /^level (\d{1,2})\+ (.+)$/.exec(rest);
  if (levelMatch) {
    level = Number(levelMatch[1]);
    rest = levelMatch[2] ?? '';
  }
  if (/^version 2\.0 cogs?$/.test(rest))
    return level === null ? { target: { kind: 'any' }, skelecog: false, v2: true } : null;
  const base = /^(?:the )?(cogs?|skelecogs?)$/.exec(rest);
  if (base) {
    const skelecog = base[1]?.startsWith('skelecog') === true;
    return { target: level === null ? { kind: 'any' } : { kind: 'level', level }, skelecog, v2: false };
  }
  if (level !== null) return null;
  const department = /^(bossbot|lawbot|cashbot|sellbot)s?( skelecogs?)?$/.exec(rest);
  if (department) {
    const name = DEPARTMENTS[department[1] ?? ''];
    if (!name) return null;
    return {
      target: { kind: 'department', department: name },
      skelecog: department[2] !== undefined,
      v2: false,
    };
  }
  const cog = rosterCog(rest);
  return cog ? { target: { kind: 'cog', cog }, skelecog: false, v2: false } : null;
}

/** The noun phrase with a trailing place ("in Toontown Central", "on Loopy Lane") left off. */
function withoutPlace(phrase: string): string {
  return phrase.replace(/\s+(?:in|on|at)\s+.*$/, '');
}

/** What the task with objective `text` asks for (see the file's header for the texts it reads). */
export function readTaskObjective(text: string | null | undefined): TaskObjective {
  const objective = tidy(text ?? '');
  const defeat = /^(?:help a new toon |help a toon with \d+ laff or less )?defeat (.+)$/.exec(objective);
  if (defeat) {
    const phrase = withoutPlace(defeat[1] ?? '');
    if (/\bbuildings?$/.test(phrase)) return { kind: 'building' };
    const cogs = cogsNamed(withoutCount(phrase));
    return cogs ? { kind: 'cogs', action: 'defeat', ...cogs } : { kind: 'other' };
  }
  const recover = /^recover .+ from (.+)$/.exec(objective);
  if (recover) {
    // The holder follows the last "from": an item's name never holds one.
    const holder = objective.slice(objective.lastIndexOf(' from ') + ' from '.length);
    const cogs = cogsNamed(withoutCount(withoutPlace(holder)));
    return cogs ? { kind: 'cogs', action: 'recover', ...cogs } : { kind: 'other' };
  }
  return { kind: 'other' };
}
