import { DEFAULT_GAME_FEED_ALERTS, type GameFeedAlerts, GameFeedAlertsSchema } from 'shared-contracts/domain';
import { gameFeedAlertsKey } from 'shared-contracts/storage-keys';
import { readStored, writeStored } from 'web-kit';

/** The notification choice kept from the last visit; "off, nothing seen" when there is none or it is unreadable. */
export function readFeedAlertChoice(): GameFeedAlerts {
  return readStored(gameFeedAlertsKey.key, GameFeedAlertsSchema, { ...DEFAULT_GAME_FEED_ALERTS }).value;
}

/** Keeps the choice for the next visit (quietly does nothing when the browser blocks storage). */
export function saveFeedAlertChoice(choice: GameFeedAlerts): void {
  writeStored(gameFeedAlertsKey.key, choice);
}
