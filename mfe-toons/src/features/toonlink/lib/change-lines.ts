import { FISH_BY_KEY } from 'trinket-game/data';
import type { EarnedTrophy, LinkChanges } from './merge-link-data';

// What an event changed, in words, for the ToonLink page's port cards. Apart from the live view's
// texts (live-view.ts), which the Toon dashboard uses too, so the dashboard loads no fish table.

function fishName(key: string): string {
  return FISH_BY_KEY.get(key)?.name ?? `Fish ${key}`;
}

function trophyText(trophy: EarnedTrophy): string {
  const category = trophy.category === 'golf' ? 'Golf' : 'Racing';
  return `${category} trophy for ${trophy.stat}: ${trophy.threshold}`;
}

/** Up to {@link LISTED_PER_KIND} changes of a kind are listed one by one; more are counted. */
export const LISTED_PER_KIND = 3;

function listed<T>(
  items: readonly T[],
  line: (item: T) => string,
  summary: (count: number) => string,
): string[] {
  return items.length > LISTED_PER_KIND ? [summary(items.length)] : items.map(line);
}

/**
 * What an event changed, in words: new fish, heavier records, trophies. A first link brings a
 * whole album at once, so long lists are counted instead of listed.
 */
export function changeLines(changes: LinkChanges): string[] {
  return [
    ...listed(
      changes.newFish,
      (key) => `New fish: ${fishName(key)}`,
      (count) => `${count} new fish in the album`,
    ),
    ...listed(
      changes.heavierFish,
      (key) => `Heavier record: ${fishName(key)}`,
      (count) => `${count} heavier fish records`,
    ),
    ...listed(changes.newTrophies, trophyText, (count) => `${count} new golf and racing trophies`),
  ];
}
