import type { Toon } from 'shared-contracts/domain';

// Game windows whose toons come without a toon id are matched to the player's toons by name. Two
// windows showing toons of one name could be one toon or two; the site cannot tell, so it keeps
// them apart (two toons) until the player says they are one. Pure rules; window-claims.ts keeps
// the state they read.

export interface WindowMatch {
  /** The player's toons of the window's toon name without a game toon id, oldest first. */
  candidates: readonly Toon[];
  /** Site toon ids other open windows showing a toon of this name hold now. */
  heldElsewhere: ReadonlySet<string>;
  /** The site toon this window was last (kept in this browser), if any. */
  remembered: string | null;
  /** True when the player said toons of this name are one toon in every window. */
  sameToon: boolean;
}

/**
 * The player's toon a window's toon without an id is saved to; null for a new toon. Kept apart:
 * a toon another open window holds is never taken, the window's own last toon comes first, then
 * the oldest free one. Said to be one toon: the toon another window holds comes first.
 */
export function pickWindowToon({
  candidates,
  heldElsewhere,
  remembered,
  sameToon,
}: WindowMatch): Toon | null {
  const byId = (id: string | null) => candidates.find((toon) => toon.id === id) ?? null;
  if (sameToon) {
    return candidates.find((toon) => heldElsewhere.has(toon.id)) ?? byId(remembered) ?? candidates[0] ?? null;
  }
  const free = candidates.filter((toon) => !heldElsewhere.has(toon.id));
  return free.find((toon) => toon.id === remembered) ?? free[0] ?? null;
}

/** One open window's toon without an id: its port, its name, and the player's toon it is saved to. */
export interface WindowToon {
  port: number;
  name: string;
  toonId: string;
}

export interface SameNameGroup {
  name: string;
  /** The windows showing a toon of that name, by port. */
  ports: number[];
  /** The player's toons they are kept apart as (two or more), in the order of their windows. */
  toonIds: string[];
}

/** The names two or more open windows show that are kept apart as different toons of the player's. */
export function sameNameGroups(windows: readonly WindowToon[]): SameNameGroup[] {
  const byName = new Map<string, WindowToon[]>();
  for (const window of [...windows].sort((a, b) => a.port - b.port)) {
    byName.set(window.name, [...(byName.get(window.name) ?? []), window]);
  }
  const groups: SameNameGroup[] = [];
  for (const [name, list] of byName) {
    const toonIds = [...new Set(list.map((window) => window.toonId))];
    if (toonIds.length > 1) groups.push({ name, ports: list.map((window) => window.port), toonIds });
  }
  return groups;
}

/**
 * The names two or more open windows show that the player said are one toon, all saved to it
 * (the player may take that back).
 */
export function sharedNameGroups(
  windows: readonly WindowToon[],
  sameToons: readonly string[],
): SameNameGroup[] {
  const byName = new Map<string, WindowToon[]>();
  for (const window of [...windows].sort((a, b) => a.port - b.port)) {
    byName.set(window.name, [...(byName.get(window.name) ?? []), window]);
  }
  const groups: SameNameGroup[] = [];
  for (const [name, list] of byName) {
    const toonIds = [...new Set(list.map((window) => window.toonId))];
    if (list.length > 1 && toonIds.length === 1 && sameToons.includes(name)) {
      groups.push({ name, ports: list.map((window) => window.port), toonIds });
    }
  }
  return groups;
}

/** "ports 1547 and 1548", "ports 1547, 1548 and 1549". */
export function portsText(ports: readonly number[]): string {
  if (ports.length === 1) return `port ${ports[0]}`;
  return `ports ${ports.slice(0, -1).join(', ')} and ${ports[ports.length - 1]}`;
}

/** "Two", "Three"… for the sentence that opens the notice (digits past ten). */
export function countWord(count: number): string {
  const words = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];
  return words[count] ?? String(count);
}
