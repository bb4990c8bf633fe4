import {
  DEFAULT_RADAR_ALERTS,
  RADAR_ALERTS_STORAGE_KEY,
  type RadarAlerts,
  RadarAlertsSchema,
  readStored,
  writeStored,
} from 'shared-contracts';

/** The notification choice kept from the last visit; the defaults when there is none or it is unreadable. */
export function readAlertChoice(): RadarAlerts {
  return readStored(RADAR_ALERTS_STORAGE_KEY, RadarAlertsSchema, { ...DEFAULT_RADAR_ALERTS }).value;
}

/** Keeps the choice for the next visit (quietly does nothing when the browser blocks storage). */
export function saveAlertChoice(choice: RadarAlerts): void {
  writeStored(RADAR_ALERTS_STORAGE_KEY, choice);
}
