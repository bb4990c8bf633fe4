// The moderation audit log: every report, dismissal, hide and unhide, with who, what, when and why.
// Rows are only ever added (written in the same transaction as the action they record).
import type { Kysely, Selectable, Transaction } from 'kysely';
import { AUDIT_LOG_PAGE, type AuditEntry, type ModerationAction } from 'shared-contracts/domain';
import type { Database, ModerationLogTable } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface AuditRecord {
  actorUid: string;
  action: ModerationAction;
  toonId?: string | null;
  accountUid?: string | null;
  reportId?: string | null;
  reason: string;
  at: Date;
}

export async function writeAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('moderation_log')
    .values({
      at: record.at,
      actor_uid: record.actorUid,
      action: record.action,
      toon_id: record.toonId ?? null,
      account_uid: record.accountUid ?? null,
      report_id: record.reportId ?? null,
      reason: record.reason,
    })
    .execute();
}

function toEntry(row: Selectable<ModerationLogTable>): AuditEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actorUid: row.actor_uid,
    action: row.action as ModerationAction,
    toonId: row.toon_id,
    accountUid: row.account_uid,
    reportId: row.report_id === null ? null : String(row.report_id),
    reason: row.reason,
  };
}

/** The newest entries first. */
export async function readAuditLog(db: Db, limit = AUDIT_LOG_PAGE): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('moderation_log')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toEntry);
}
