import { describe, expect, it } from 'vitest';
import { readTaskObjective } from './task-objective.js';

// Texts as the original game's templates write them (toontown/quest/Quests.py with
// TTLocalizerEnglish.py), and as the local API sends them in tasks[].objective.text.

const target = (text: string) => {
  const objective = readTaskObjective(text);
  if (objective.kind !== 'cogs') return objective.kind;
  const { target: t, action, skelecog, v2 } = objective;
  const what =
    t.kind === 'cog'
      ? `cog ${t.cog.name}`
      : t.kind === 'department'
        ? `department ${t.department}`
        : t.kind === 'level'
          ? `level ${t.level}+`
          : 'any';
  return [action, what, skelecog ? 'skelecog' : '', v2 ? 'v2' : ''].filter(Boolean).join(' ');
};

describe('readTaskObjective', () => {
  it('reads a named Cog, plural or one, with the plurals the game uses', () => {
    expect(target('Defeat 4 Tightwads')).toBe('defeat cog Tightwad');
    expect(target('Defeat a Flunky')).toBe('defeat cog Flunky');
    expect(target('Defeat 3 Flunkies')).toBe('defeat cog Flunky');
    expect(target('Defeat 6 Yesmen')).toBe('defeat cog Yesman');
    expect(target('Defeat 2 Movers & Shakers')).toBe('defeat cog Mover & Shaker');
    expect(target('Defeat 5 Money Bags')).toBe('defeat cog Money Bags');
    expect(target('Defeat an Ambulance Chaser')).toBe('defeat cog Ambulance Chaser');
    expect(target('Defeat 8 Two-Faces')).toBe('defeat cog Two-Face');
    expect(target('Defeat 3 Mr. Hollywoods')).toBe('defeat cog Mr. Hollywood');
    // The source's own article for this one is "a The Big Cheese".
    expect(target('Defeat a The Big Cheese')).toBe('defeat cog The Big Cheese');
    // The game's hyphenation mark inside a name, a closing period, odd spacing.
    expect(target('Defeat 10 Tele\u0003marketers.')).toBe('defeat cog Telemarketer');
    expect(target('  Defeat  4   Bottom Feeders ')).toBe('defeat cog Bottom Feeder');
  });

  it('reads a department, a level and any Cog', () => {
    expect(target('Defeat 6 Lawbots')).toBe('defeat department lawbot');
    expect(target('Defeat a Sellbot')).toBe('defeat department sellbot');
    expect(target('Defeat 20 Cashbots')).toBe('defeat department cashbot');
    expect(target('Defeat 8 Bossbots')).toBe('defeat department bossbot');
    expect(target('Defeat 3 Level 4+ Cogs')).toBe('defeat level 4+');
    expect(target('Defeat a Level 7+ Cog')).toBe('defeat level 7+');
    expect(target('Defeat 10 Cogs')).toBe('defeat any');
    expect(target('Defeat Cog')).toBe('defeat any');
  });

  it('reads Skelecog and Version 2.0 tasks', () => {
    expect(target('Defeat 5 Skelecogs')).toBe('defeat any skelecog');
    expect(target('Defeat a Skelecog')).toBe('defeat any skelecog');
    expect(target('Defeat 3 Sellbot Skelecogs')).toBe('defeat department sellbot skelecog');
    expect(target('Defeat 4 Level 10+ Skelecogs')).toBe('defeat level 10+ skelecog');
    expect(target('Defeat 5 Version 2.0 Cogs')).toBe('defeat any v2');
    expect(target('Defeat a Version 2.0 Cog')).toBe('defeat any v2');
  });

  it('reads tasks for a new Toon and recovery tasks by their Cogs', () => {
    expect(target('Help a new Toon defeat 4 Cogs')).toBe('defeat any');
    expect(target('Help a Toon with 25 Laff or less defeat 3 Bloodsuckers')).toBe('defeat cog Bloodsucker');
    expect(target('Recover 3 Ink Sacks from Bottom Feeders')).toBe('recover cog Bottom Feeder');
    expect(target('Recover a Ledger from The Cogs')).toBe('recover any');
    expect(target('Recover 2 Maps from Level 3+ Cogs')).toBe('recover level 3+');
    expect(target('Recover 4 Pencils from Sellbots')).toBe('recover department sellbot');
  });

  it('leaves a place after the objective out', () => {
    expect(target('Defeat 4 Tightwads in Toontown Central')).toBe('defeat cog Tightwad');
    expect(target('Defeat 6 Lawbots on Loopy Lane in Toontown Central')).toBe('defeat department lawbot');
  });

  it('tells building tasks apart, and reads other tasks as none of the Cogs', () => {
    expect(target('Defeat a Cog Building')).toBe('building');
    expect(target('Defeat 2 Sellbot Buildings')).toBe('building');
    expect(target('Defeat 3 three+ story Cashbot Buildings in Donald’s Dock')).toBe('building');
    expect(target('Defeat a Factory Foreman')).toBe('other');
    expect(target('Defeat a Cog V.P.')).toBe('other');
    expect(target('Retrieve 2 Cog Suit Parts')).toBe('other');
    expect(target('Visit Flippy in Toon Hall')).toBe('other');
    expect(target('Ride the Trolley')).toBe('other');
    expect(target('Defeat 4 Ninjas')).toBe('other');
    expect(target('Defeat 3 Level 4+ Tightwads')).toBe('other');
    expect(target('')).toBe('other');
    expect(target(undefined as unknown as string)).toBe('other');
  });
});
