// Players' reports of Top Toons entries: one open report per reporter and toon, a bounded number
// of open reports per reporter, and each one in the audit log.
import type { Kysely, Transaction } from 'kysely';
import type { OpenReport, ToonReport } from 'shared-contracts/domain';
import type { Database } from '../db/schema.js';
import { HttpError, notFound } from '../http/errors.js';
import { writeAudit } from './audit-log.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Open reports one player may have at once: plenty for honest use, a ceiling for a script. */
export const MAX_OPEN_REPORTS_PER_REPORTER = 20;

/** Open reports a moderator sees at once (oldest first). */
export const OPEN_REPORTS_SHOWN = 200;

export async function reportToon(
  db: Kysely<Database>,
  report: { toonId: string; reporterUid: string; reason: string; at: Date },
): Promise<ToonReport> {
  return db.transaction().execute(async (trx) => {
    const toon = await trx
      .selectFrom('toons')
      .select(['id', 'user_uid'])
      .where('id', '=', report.toonId)
      .where('is_public', '=', true)
      .where('hidden_reason', 'is', null)
      .where('account_hidden_reason', 'is', null)
      .executeTakeFirst();
    if (!toon) throw notFound('No Top Toons entry has this id.');
    const { open } = await trx
      .selectFrom('toon_reports')
      .select((eb) => eb.fn.countAll<string>().as('open'))
      .where('reporter_uid', '=', report.reporterUid)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    if (Number(open) >= MAX_OPEN_REPORTS_PER_REPORTER) {
      throw new HttpError(
        409,
        'too_many_open_reports',
        `You have ${MAX_OPEN_REPORTS_PER_REPORTER} reports waiting for a moderator: report more once they are looked at.`,
      );
    }
    const row = await trx
      .insertInto('toon_reports')
      .values({
        toon_id: toon.id,
        reporter_uid: report.reporterUid,
        reason: report.reason,
        created_at: report.at,
      })
      .onConflict((conflict) =>
        conflict.columns(['toon_id', 'reporter_uid']).where('status', '=', 'open').doNothing(),
      )
      .returning(['id', 'status', 'created_at'])
      .executeTakeFirst();
    if (!row) {
      throw new HttpError(
        409,
        'already_reported',
        'You already reported this Toon: a moderator will look at your report.',
      );
    }
    const id = String(row.id);
    await writeAudit(trx, {
      actorUid: report.reporterUid,
      action: 'report',
      toonId: toon.id,
      accountUid: toon.user_uid,
      reportId: id,
      reason: report.reason,
      at: report.at,
    });
    return {
      id,
      toonId: toon.id,
      reason: report.reason,
      status: row.status,
      createdAt: row.created_at.toISOString(),
    };
  });
}

export async function openReports(db: Db): Promise<OpenReport[]> {
  const rows = await db
    .selectFrom('toon_reports as r')
    .innerJoin('toons as t', 't.id', 'r.toon_id')
    .select([
      'r.id',
      'r.toon_id',
      'r.reporter_uid',
      'r.reason',
      'r.status',
      'r.created_at',
      't.name',
      't.user_uid',
    ])
    .where('r.status', '=', 'open')
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(OPEN_REPORTS_SHOWN)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    toonId: row.toon_id,
    toonName: row.name,
    ownerUid: row.user_uid,
    reporterUid: row.reporter_uid,
    reason: row.reason,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  }));
}

/** A moderator closes a report without hiding anything. */
export async function dismissReport(
  db: Kysely<Database>,
  dismissal: { reportId: string; moderatorUid: string; reason: string; at: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('toon_reports')
      .set({ status: 'dismissed', resolved_at: dismissal.at, resolved_by: dismissal.moderatorUid })
      .where('id', '=', dismissal.reportId)
      .where('status', '=', 'open')
      .returning('toon_id')
      .executeTakeFirst();
    if (!row) {
      const exists = await trx
        .selectFrom('toon_reports')
        .select('id')
        .where('id', '=', dismissal.reportId)
        .executeTakeFirst();
      if (!exists) throw notFound('No report has this id.');
      throw new HttpError(409, 'report_closed', 'This report was already dismissed or acted on.');
    }
    const toon = await trx
      .selectFrom('toons')
      .select('user_uid')
      .where('id', '=', row.toon_id)
      .executeTakeFirst();
    await writeAudit(trx, {
      actorUid: dismissal.moderatorUid,
      action: 'dismiss-report',
      toonId: row.toon_id,
      accountUid: toon?.user_uid ?? null,
      reportId: dismissal.reportId,
      reason: dismissal.reason,
      at: dismissal.at,
    });
  });
}

/** Open reports of the toons hidden by an action: the action answers them. */
export async function closeReportsOf(
  trx: Transaction<Database>,
  target: { toonId: string } | { accountUid: string },
  moderatorUid: string,
  at: Date,
): Promise<void> {
  let update = trx
    .updateTable('toon_reports')
    .set({ status: 'actioned', resolved_at: at, resolved_by: moderatorUid })
    .where('status', '=', 'open');
  update =
    'toonId' in target
      ? update.where('toon_id', '=', target.toonId)
      : update.where('toon_id', 'in', (eb) =>
          eb.selectFrom('toons').select('id').where('user_uid', '=', target.accountUid),
        );
  await update.execute();
}
