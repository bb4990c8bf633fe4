/**
 * The 32 street Cogs: their names (one and many), department and the levels each is met at.
 *
 * Source: the open Toontown source (Toontown Online, decompiled), github.com/open-toontown/open-toontown
 * (commit a5ecbb8b):
 * - toontown/toonbase/TTLocalizerEnglish.py: `Suit<Name>` (the name), `Suit<Name>P` (the plural the
 *   task texts use, e.g. "Flunkies", "Yesmen", "Movers & Shakers", "Money Bags").
 * - toontown/battle/SuitBattleGlobals.py, `SuitAttributes`: each Cog's `level` (0-based: its lowest
 *   level is `level + 1`) and its five `hp` entries, one per level it comes in: a Cog is met at five
 *   levels, lowest to lowest + 4 (Flunky 1–5, The Big Cheese 8–12).
 * - toontown/suit/SuitDNA.py: the departments in ladder order (c Bossbot, l Lawbot, m Cashbot, s Sellbot).
 * Toontown Rewritten's later Cogs (Field Office bosses and the like) are not street Cogs and are not listed.
 */
import type { SuitDepartment } from './suits.js';

export interface RosterCog {
  /** As the game's invasions name it (singular). */
  name: string;
  /** As a task names several of them. */
  plural: string;
  department: SuitDepartment;
  /** The lowest and highest level the Cog is met at. */
  minLevel: number;
  maxLevel: number;
}

/** A Cog's five levels start at its place on its department's ladder (1–8). */
const LEVELS_PER_COG = 5;

const LADDERS: Readonly<Record<SuitDepartment, readonly (readonly [string, string])[]>> = {
  bossbot: [
    ['Flunky', 'Flunkies'],
    ['Pencil Pusher', 'Pencil Pushers'],
    ['Yesman', 'Yesmen'],
    ['Micromanager', 'Micromanagers'],
    ['Downsizer', 'Downsizers'],
    ['Head Hunter', 'Head Hunters'],
    ['Corporate Raider', 'Corporate Raiders'],
    ['The Big Cheese', 'The Big Cheeses'],
  ],
  lawbot: [
    ['Bottom Feeder', 'Bottom Feeders'],
    ['Bloodsucker', 'Bloodsuckers'],
    ['Double Talker', 'Double Talkers'],
    ['Ambulance Chaser', 'Ambulance Chasers'],
    ['Back Stabber', 'Back Stabbers'],
    ['Spin Doctor', 'Spin Doctors'],
    ['Legal Eagle', 'Legal Eagles'],
    ['Big Wig', 'Big Wigs'],
  ],
  cashbot: [
    ['Short Change', 'Short Changes'],
    ['Penny Pincher', 'Penny Pinchers'],
    ['Tightwad', 'Tightwads'],
    ['Bean Counter', 'Bean Counters'],
    ['Number Cruncher', 'Number Crunchers'],
    ['Money Bags', 'Money Bags'],
    ['Loan Shark', 'Loan Sharks'],
    ['Robber Baron', 'Robber Barons'],
  ],
  sellbot: [
    ['Cold Caller', 'Cold Callers'],
    ['Telemarketer', 'Telemarketers'],
    ['Name Dropper', 'Name Droppers'],
    ['Glad Hander', 'Glad Handers'],
    ['Mover & Shaker', 'Movers & Shakers'],
    ['Two-Face', 'Two-Faces'],
    ['The Mingler', 'The Minglers'],
    ['Mr. Hollywood', 'Mr. Hollywoods'],
  ],
};

export const COG_ROSTER: readonly RosterCog[] = Object.entries(LADDERS).flatMap(([department, ladder]) =>
  ladder.map(([name, plural], index) => ({
    name,
    plural,
    department: department as SuitDepartment,
    minLevel: index + 1,
    maxLevel: index + LEVELS_PER_COG,
  })),
);

// biome-ignore lint/suspicious/noControlCharactersInRegex: the game's names carry control characters
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * A Cog's name as a key: the game's names carry an invisible hyphenation mark in a few of them
 * ("Tele\u0003marketer" in TTLocalizerEnglish.py), and case does not matter.
 */
export function cogNameKey(name: string): string {
  return name.replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

const BY_NAME = new Map<string, RosterCog>(
  COG_ROSTER.flatMap((cog) => [
    [cogNameKey(cog.name), cog],
    [cogNameKey(cog.plural), cog],
  ]),
);

/** The Cog named `name`, singular or plural ("Tightwad", "Tightwads"); null for a name not on the roster. */
export function rosterCog(name: string): RosterCog | null {
  return BY_NAME.get(cogNameKey(name)) ?? null;
}
