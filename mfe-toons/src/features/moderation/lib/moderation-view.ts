import type { AuditEntry, ModerationAction } from 'shared-contracts/domain';

/** Each audit action in words, as the log shows it. */
export const ACTION_LABELS: Record<ModerationAction, string> = {
  report: 'Reported a Toon',
  'dismiss-report': 'Dismissed a report',
  'hide-toon': 'Hid a Toon',
  'unhide-toon': 'Showed a Toon again',
  'hide-account': 'Hid an account',
  'unhide-account': 'Showed an account again',
};

/** What an audit entry acted on: the toon (and its account), or the account alone. */
export function auditTarget(entry: Pick<AuditEntry, 'toonId' | 'accountUid' | 'reportId'>): string {
  const parts: string[] = [];
  if (entry.toonId) parts.push(`Toon ${entry.toonId}`);
  if (entry.accountUid) parts.push(`account ${entry.accountUid}`);
  if (entry.reportId) parts.push(`report ${entry.reportId}`);
  const text = parts.join(', ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '—';
}

/** A date and time in the visitor's own time zone, e.g. "27 Nov 2026, 10:45". */
export function formatWhen(iso: string | null): string {
  if (!iso) return 'unknown';
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
