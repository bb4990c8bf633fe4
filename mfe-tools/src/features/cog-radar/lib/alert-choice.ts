import { DEFAULT_RADAR_ALERTS, type RadarAlerts, RadarAlertsSchema } from 'shared-contracts';
import { radarAlertsKey } from 'shared-contracts/storage-keys';
import { readStored, writeStored } from 'web-kit';

/** The notification choice kept from the last visit; the defaults when there is none or it is unreadable. */
export function readAlertChoice(): RadarAlerts {
  return readStored(radarAlertsKey.key, RadarAlertsSchema, { ...DEFAULT_RADAR_ALERTS }).value;
}

/** Keeps the choice for the next visit (quietly does nothing when the browser blocks storage). */
export function saveAlertChoice(choice: RadarAlerts): void {
  writeStored(radarAlertsKey.key, choice);
}
