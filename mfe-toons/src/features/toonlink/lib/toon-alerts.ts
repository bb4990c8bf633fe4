import { DEFAULT_RADAR_ALERTS, RadarAlertsSchema } from 'shared-contracts';
import { ToonAlertsSchema, type ToonLinkData } from 'shared-contracts/domain';
import { radarAlertsKey, toonAlertsKey } from 'shared-contracts/storage-keys';
import { readStored, writeStored } from 'web-kit';
import { newlyDoneTasks } from './dashboard';

// Opt-in browser notifications from ToonLink: a task became done, or the Cog the player watches
// (the Cog Radar's watch list: one for the whole site) is invading the toon's district.

export interface ToonAlert {
  title: string;
  body: string;
  /** Same tag, same notification: the browser replaces rather than stacks. */
  tag: string;
}

/** Whether `invasionCog` ("Version 2.0 Flunky (Skelecog)") is the watched Cog. */
export function isWatchedCog(invasionCog: string | null | undefined, watched: string): boolean {
  const cog = watched.trim().toLowerCase();
  return cog !== '' && (invasionCog ?? '').toLowerCase().includes(cog);
}

/**
 * What changed between two reads of a toon that the player asked to hear about. The first read
 * (no previous one) tells nothing: what was already done or invading then is not news.
 */
export function toonAlerts(
  previous: ToonLinkData | null,
  next: ToonLinkData,
  watchedCog: string,
): ToonAlert[] {
  if (previous === null) return [];
  const name = next.toon?.name ?? 'Your Toon';
  const alerts: ToonAlert[] = newlyDoneTasks(previous.tasks, next.tasks).map((task) => ({
    title: `${name}: task complete`,
    body: task.to ? `${task.objective}. Hand it in to ${task.to}.` : `${task.objective}.`,
    tag: `task:${name}:${task.objective}`,
  }));
  const invasion = next.invasion?.cog;
  if (isWatchedCog(invasion, watchedCog) && !isWatchedCog(previous.invasion?.cog, watchedCog)) {
    const where = next.location?.district ? ` in ${next.location.district}` : '';
    alerts.push({
      title: `${invasion} invasion`,
      body: `The Cog you watch is invading${where}, where ${name} is.`,
      tag: `invasion:${next.location?.district ?? ''}:${invasion}`,
    });
  }
  return alerts;
}

/** The Cog the player watches on the Cog Radar ('' for none). */
export function watchedCog(): string {
  return readStored(radarAlertsKey.key, RadarAlertsSchema, { ...DEFAULT_RADAR_ALERTS }).value.cog;
}

export function readToonAlertsEnabled(): boolean {
  return readStored(toonAlertsKey.key, ToonAlertsSchema, { enabled: false }).value.enabled;
}

export function writeToonAlertsEnabled(enabled: boolean): void {
  writeStored(toonAlertsKey.key, { enabled });
}

export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Shows the alerts when the player turned them on and the browser allows it. */
export function showToonAlerts(alerts: readonly ToonAlert[]): void {
  if (alerts.length === 0 || !readToonAlertsEnabled() || notificationPermission() !== 'granted') return;
  for (const alert of alerts) new Notification(alert.title, { body: alert.body, tag: alert.tag });
}
