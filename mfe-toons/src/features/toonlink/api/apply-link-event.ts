import { type ToonLinkData, track } from 'shared-contracts';
import { type LinkedToonSave, useLinkGameToon, useToonScope } from '../../../lib/toons';
import { planLinkEvent } from '../lib/link-plan';
import { EMPTY_LINK_BASE, type LinkChanges, mergeLinkData } from '../lib/merge-link-data';

export interface AppliedLinkEvent {
  saved: LinkedToonSave | null;
  changes: LinkChanges | null;
}

/** The game toon id of an event the site can use, or null for one it must ignore. */
export function usableToonId(data: ToonLinkData, now: string): string | null {
  const check = mergeLinkData(EMPTY_LINK_BASE, data, now);
  return check.ok ? check.merge.toonId : null;
}

/**
 * Applies one ToonLink event to the player's toons (account or browser) and tracks it:
 * `link_toon` when the event created the toon, `link_toon_update` when it changed one.
 */
export function useApplyLinkEvent(): (
  toonId: string,
  data: ToonLinkData,
  now: string,
) => Promise<AppliedLinkEvent> {
  const link = useLinkGameToon();
  const storage = useToonScope()?.storage ?? 'browser';
  return async (toonId, data, now) => {
    let changes: LinkChanges | null = null;
    const saved = await link.mutateAsync({
      toonId,
      planner: (existing) => {
        const outcome = planLinkEvent(existing, data, now);
        changes = outcome.changes;
        return outcome.plan;
      },
    });
    if (saved) track(saved.created ? 'link_toon' : 'link_toon_update', { storage });
    return { saved, changes };
  };
}
