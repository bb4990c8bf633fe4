import type { SessionStatus } from 'web-kit';

/** Where the current visitor's toons live: the api for registered users, else this browser. */
export type ToonScope = { storage: 'account'; uid: string } | { storage: 'browser'; uid: string | null };

/** The scope for a session, or null while the session is still loading. */
export function toonScopeOf(status: SessionStatus, uid: string | null): ToonScope | null {
  if (status === 'loading') return null;
  if (status === 'registered' && uid) return { storage: 'account', uid };
  // Anonymous visitors keep toons under their uid so an upgrade can find them; signed-out ones share one record.
  return { storage: 'browser', uid: status === 'anonymous' ? uid : null };
}

/** The query key of a scope's toon list; `['toons']` alone matches every scope. */
export function toonsQueryKey(scope: ToonScope | null): readonly unknown[] {
  if (!scope) return ['toons', 'none'];
  return ['toons', scope.storage, scope.uid ?? 'visitor'];
}
