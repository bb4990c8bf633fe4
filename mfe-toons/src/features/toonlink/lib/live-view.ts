import type { ToonLinkCogSuits, ToonLinkData, ToonLinkGags, ToonLinkTask } from 'shared-contracts/domain';
import { countText, currentMaxText, ofText } from './game-numbers';
import { npcText, taskProgressText, taskTypeText } from './toon-facts';

// The port card's live view of a linked toon: short lines, numbers written as on the dashboard
// (game-numbers.ts).

export { locationText } from './toon-facts';

export function laffText(laff: ToonLinkData['laff']): string | null {
  return currentMaxText(laff);
}

export interface GagLine {
  track: string;
  text: string;
}

/** One line per gag track the toon has: its best gag, organic when it is, and experience. */
export function gagLines(gags: ToonLinkGags | null | undefined): GagLine[] {
  const lines: GagLine[] = [];
  for (const [track, info] of Object.entries(gags ?? {})) {
    if (!info) continue;
    const parts: string[] = [];
    if (info.gag?.name) parts.push(info.gag.name);
    if (info.organic?.name) parts.push(`organic ${info.organic.name}`);
    const experience = info.experience;
    if (typeof experience?.current === 'number') {
      parts.push(
        typeof experience.next === 'number' && experience.next > experience.current
          ? `${ofText(experience.current, experience.next)} experience`
          : `${countText(experience.current)} experience`,
      );
    }
    lines.push({ track, text: parts.join(' · ') || 'Unlocked' });
  }
  return lines;
}

/** A task as one line: the objective with its progress and where to go, then its flavour text. */
export function taskText(task: ToonLinkTask): string {
  const objective = task.objective;
  const parts = [objective?.text?.trim() || 'A task'];
  const progress = taskProgressText(objective?.progress);
  if (progress) parts.push(`(${progress})`);
  if (objective?.where) parts.push(`· ${objective.where}`);
  const type = taskTypeText(task);
  if (type) parts.push(`· ${type}`);
  return parts.join(' ');
}

/** Who gave the task and who takes it back, with where they are ("From Flippy, Toon Hall, …"). */
export function taskPeopleText(task: ToonLinkTask): string | null {
  const from = npcText(task.from);
  const to = npcText(task.to);
  if (from && to) return from === to ? `From and back to ${from}` : `From ${from}; to ${to}`;
  if (from) return `From ${from}`;
  return to ? `To ${to}` : null;
}

const DEPARTMENTS: Record<string, string> = { c: 'Bossbot', l: 'Lawbot', m: 'Cashbot', s: 'Sellbot' };

/** One line per Cog disguise the game reports. */
export function cogSuitLines(suits: ToonLinkCogSuits | null | undefined): string[] {
  const lines: string[] = [];
  for (const letter of ['s', 'm', 'l', 'c'] as const) {
    const suit = suits?.[letter];
    if (!suit) continue;
    const department = suit.department ?? DEPARTMENTS[letter];
    if (!suit.hasDisguise) {
      lines.push(`${department}: no disguise yet`);
      continue;
    }
    const parts = [suit.suit?.name ?? 'Disguise'];
    if (typeof suit.level === 'number') parts.push(`level ${suit.level}`);
    if (typeof suit.version === 'number') parts.push(`suit version ${suit.version}`);
    const promotion = suit.promotion;
    if (typeof promotion?.current === 'number' && typeof promotion.target === 'number') {
      parts.push(`${ofText(promotion.current, promotion.target)} to promotion`);
    }
    lines.push(`${department}: ${parts.join(', ')}`);
  }
  return lines;
}
