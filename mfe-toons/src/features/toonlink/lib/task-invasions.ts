import {
  type Invasions,
  parseInvasionProgress,
  parseInvasionType,
  type ToonLinkTask,
} from 'shared-contracts/domain';
import { type InvasionCog, invasionsForTasks, type MarkedInvasion } from 'trinket-game/rules';

// The Toon dashboard's list of running invasions: those that count for one of the Toon's
// current tasks first (shared-contracts' task-invasion rules), each marked with its tasks.

export interface DashboardInvasion extends InvasionCog {
  /** district|type: one invasion while it lasts. */
  key: string;
  district: string;
  /** As the game names it, e.g. "Version 2.0 Flunky". */
  type: string;
  defeated: number;
  total: number;
}

/** The invasions, for the Toon named `toon` with `tasks`: counting ones first, then by district. */
export function toonTaskInvasions(
  invasions: Invasions | undefined,
  toon: string,
  tasks: readonly ToonLinkTask[] | null | undefined,
): MarkedInvasion<DashboardInvasion>[] {
  const rows: DashboardInvasion[] = [];
  for (const [district, invasion] of Object.entries(invasions?.invasions ?? {})) {
    const progress = parseInvasionProgress(invasion.progress);
    if (!progress) continue;
    rows.push({
      key: `${district}|${invasion.type}`,
      district,
      type: invasion.type,
      ...parseInvasionType(invasion.type),
      ...progress,
    });
  }
  rows.sort((a, b) => a.district.localeCompare(b.district, 'en'));
  return invasionsForTasks(rows, [{ toon, tasks }]);
}
