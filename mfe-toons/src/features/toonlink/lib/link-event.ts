import { GameToonIdSchema, type ToonLinkData, ToonNameSchema } from 'shared-contracts/domain';
import type { LinkChanges } from './merge-link-data';

// What the link decides about an event as it arrives, before its save rules (link-plan.ts, loaded
// with the first event) run.

/** True when an event added a fish, a heavier record or a trophy (worth showing). */
export function hasVisibleChanges(changes: LinkChanges | null): changes is LinkChanges {
  return (
    changes !== null && changes.newFish.length + changes.heavierFish.length + changes.newTrophies.length > 0
  );
}

/**
 * The name a game toon without an id is linked by (the player's unlinked toon of that name), or
 * null when it has no valid toon name either (then the event cannot be used).
 */
export function unverifiedToonName(data: ToonLinkData): string | null {
  const name = ToonNameSchema.safeParse(data.toon?.name);
  return name.success ? name.data : null;
}

/**
 * The game toon an event is about, as the site keeps it (text), or null when it names none the
 * site can link. A numeric `toon.id` already reads as its text (shared-contracts' ToonLink schema).
 */
export function gameToonId(data: ToonLinkData): string | null {
  const toonId = GameToonIdSchema.safeParse(data.toon?.id);
  return toonId.success ? toonId.data : null;
}
