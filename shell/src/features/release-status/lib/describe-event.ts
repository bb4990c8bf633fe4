import type { ReleaseEvent } from 'shared-contracts/domain';

const ACTIONS: Record<string, string> = {
  release: 'Released',
  promote: 'Made live',
  rollback: 'Rolled back',
  canary: 'Canary started',
  'canary-end': 'Canary ended',
  'auto-rollback': 'Canary rolled back by itself',
};

/** A release event's action in words (an unknown one as it is). */
export function actionLabel(action: string): string {
  return ACTIONS[action] ?? action;
}

/** Who did it: the release pipeline's token, the automatic rollback, or a moderator's account. */
export function actorLabel(actor: string): string {
  if (actor === 'token') return 'release token';
  if (actor === 'auto') return 'automatic rollback';
  return `moderator ${actor}`;
}

/** `2026-05-01 10:02 UTC`: the same for every operator, whatever their time zone. */
export function utcTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The version an event made live or ended, with the one it replaced. */
export function versionChange({
  version,
  fromVersion,
}: Pick<ReleaseEvent, 'version' | 'fromVersion'>): string {
  if (version && fromVersion && version !== fromVersion) return `${version} (was ${fromVersion})`;
  return version ?? fromVersion ?? '';
}
