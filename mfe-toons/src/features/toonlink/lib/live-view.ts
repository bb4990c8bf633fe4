import type { ToonLinkCogSuits, ToonLinkData, ToonLinkGags, ToonLinkTask } from 'shared-contracts';

/** "Silly Street, Toontown Central · Zapwood", from whatever parts the game sent. */
export function locationText(location: ToonLinkData['location']): string | null {
  if (!location) return null;
  const place = [location.zone, location.neighborhood].filter(Boolean).join(', ');
  const text = [place, location.district].filter(Boolean).join(' · ');
  return text === '' ? null : text;
}

export function laffText(laff: ToonLinkData['laff']): string | null {
  if (typeof laff?.current !== 'number') return null;
  return typeof laff.max === 'number' ? `${laff.current} / ${laff.max}` : String(laff.current);
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
          ? `${experience.current} / ${experience.next} experience`
          : `${experience.current} experience`,
      );
    }
    lines.push({ track, text: parts.join(' · ') || 'Unlocked' });
  }
  return lines;
}

/** A task as one line: the objective with its progress and where to go. */
export function taskText(task: ToonLinkTask): string {
  const objective = task.objective;
  const parts = [objective?.text ?? 'A task'];
  if (objective?.progress?.text) parts.push(`(${objective.progress.text})`);
  if (objective?.where) parts.push(`· ${objective.where}`);
  return parts.join(' ');
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
    const promotion = suit.promotion;
    if (typeof promotion?.current === 'number' && typeof promotion.target === 'number') {
      parts.push(`${promotion.current} / ${promotion.target} to promotion`);
    }
    lines.push(`${department}: ${parts.join(', ')}`);
  }
  return lines;
}
