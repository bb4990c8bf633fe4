import { type Invasions, parseInvasionProgress, parseInvasionType } from 'shared-contracts/domain';
import { compareText } from 'web-kit';
import { estimateEnd, type ProgressObservation } from './time-left';

/**
 * What a mega invasion is, per Toontown Rewritten's wiki (https://toontownrewritten.wiki/Cog_Invasion):
 * "Large-scale invasions that arrive in three-hour waves are known as Mega-Invasions"; its older
 * page (https://toontownrewritten.fandom.com/wiki/Cog_Invasion) adds that they "last for a set
 * amount of time, which can typically be up to an entire day or a whole weekend".
 * The public invasions API has no mega flag (ToontownRewritten/api-doc invasions.md; only the local
 * companion API's invasion.json has `mega`, local.md), and no source gives a size that marks one.
 * So the threshold below is this site's rule, not a game fact: an invasion of a million Cogs or more
 * is far beyond any summoned invasion and is shown as mega, with no time estimate.
 */
export const MEGA_INVASION_MIN_TOTAL = 1_000_000;

export interface InvasionRow {
  /** district|type: one invasion while it lasts. */
  key: string;
  district: string;
  type: string;
  cog: string;
  isV2: boolean;
  isSkelecog: boolean;
  isMega: boolean;
  defeated: number;
  total: number;
  /** Estimated end, epoch seconds; null until two reports show a rate. */
  endsAt: number | null;
}

export type ObservationLog = ReadonlyMap<string, readonly ProgressObservation[]>;

const MAX_OBSERVATIONS = 12;

export const invasionKey = (district: string, type: string) => `${district}|${type}`;

/** The log with this response's reports added; invasions no longer listed are forgotten. */
export function recordObservations(log: ObservationLog, invasions: Invasions): ObservationLog {
  const next = new Map<string, readonly ProgressObservation[]>();
  for (const [district, invasion] of Object.entries(invasions.invasions)) {
    const progress = parseInvasionProgress(invasion.progress);
    if (!progress) continue;
    const key = invasionKey(district, invasion.type);
    const previous = log.get(key) ?? [];
    const known = previous.some((item) => item.asOf === invasion.asOf);
    const observations = known
      ? previous
      : [...previous, { asOf: invasion.asOf, defeated: progress.defeated }];
    next.set(key, observations.slice(-MAX_OBSERVATIONS));
  }
  return next;
}

export function toInvasionRows(invasions: Invasions, log: ObservationLog): InvasionRow[] {
  const rows: InvasionRow[] = [];
  for (const [district, invasion] of Object.entries(invasions.invasions)) {
    const progress = parseInvasionProgress(invasion.progress);
    if (!progress) continue;
    const { cog, isSkelecog, isV2 } = parseInvasionType(invasion.type);
    const key = invasionKey(district, invasion.type);
    const isMega = progress.total >= MEGA_INVASION_MIN_TOTAL;
    rows.push({
      key,
      district,
      type: invasion.type,
      cog,
      isV2,
      isSkelecog,
      isMega,
      defeated: progress.defeated,
      total: progress.total,
      endsAt: isMega ? null : estimateEnd(log.get(key) ?? [], progress.total),
    });
  }
  return rows.sort((a, b) => compareText(a.cog, b.cog) || compareText(a.district, b.district));
}

/** The distinct cogs invading, for the filter. */
export function cogsOf(rows: readonly InvasionRow[]): string[] {
  return [...new Set(rows.map((row) => row.cog))].sort(compareText);
}

/** Rows of one cog ('' keeps all). */
export function filterByCog(rows: readonly InvasionRow[], cog: string): InvasionRow[] {
  return cog ? rows.filter((row) => row.cog === cog) : [...rows];
}

/** Invasions of `cog` in `rows` that were not in `previousKeys`: the ones that just started. */
export function startedInvasions(
  previousKeys: ReadonlySet<string>,
  rows: readonly InvasionRow[],
  cog: string,
): InvasionRow[] {
  return rows.filter((row) => row.cog === cog && !previousKeys.has(row.key));
}
