import * as z from 'shared-contracts/zod';
import { IsoDateTimeSchema } from './common.js';
import { lazySchema } from './lazy-schema.js';

// Moderation of Top Toons: players report entries, moderators (a Firebase custom claim the api reads
// from the verified ID token) hide a toon or a whole account from the rankings, with a reason its
// owner sees, and every action is written to an audit log.

/** The longest reason a report or a moderator's action may give. */
export const MAX_MODERATION_REASON_LENGTH = 500;

/** Why: 3-500 characters once trimmed, no control characters but line breaks. */
export const ModerationReasonSchema = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.minLength(3, 'Give a reason of at least 3 characters'),
    z.maxLength(MAX_MODERATION_REASON_LENGTH, `At most ${MAX_MODERATION_REASON_LENGTH} characters`),
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    z.regex(/^[^\u0000-\u0009\u000b-\u001f\u007f]*$/, 'Must not contain control characters'),
  ),
);

/** Body of every moderation write: a report, a hide, an unhide, a dismissal. Unknown keys are refused. */
export const ModerationReasonBodySchema = lazySchema(() =>
  z.strictObject({ reason: ModerationReasonSchema }),
);
export type ModerationReasonBody = z.infer<typeof ModerationReasonBodySchema>;

const IdSchema = lazySchema(() => z.string().check(z.minLength(1), z.maxLength(128)));

/**
 * Why a toon is out of Top Toons, in its owner's reads only (`Toon.hidden`): hidden on its own
 * (`toon`) or with every toon of its account (`account`).
 */
export const ToonHiddenSchema = lazySchema(() =>
  z.object({
    scope: z.enum(['toon', 'account']),
    reason: z.string(),
    at: z.nullable(IsoDateTimeSchema),
  }),
);
export type ToonHidden = z.infer<typeof ToonHiddenSchema>;

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;

/** A player's report of a Top Toons entry. */
export const ToonReportSchema = lazySchema(() =>
  z.object({
    /** The report's id (a decimal string). */
    id: IdSchema,
    toonId: IdSchema,
    reason: z.string(),
    status: z.enum(REPORT_STATUSES),
    createdAt: IsoDateTimeSchema,
  }),
);
export type ToonReport = z.infer<typeof ToonReportSchema>;

/** An open report as a moderator sees it (`GET /api/moderation/reports`). */
export const OpenReportSchema = lazySchema(() =>
  z.extend(ToonReportSchema, {
    toonName: z.string(),
    ownerUid: IdSchema,
    reporterUid: IdSchema,
  }),
);
export type OpenReport = z.infer<typeof OpenReportSchema>;

export const OpenReportsSchema = lazySchema(() => z.object({ reports: z.array(OpenReportSchema) }));
export type OpenReports = z.infer<typeof OpenReportsSchema>;

/** What is hidden from Top Toons now (`GET /api/moderation/hidden`). */
export const HiddenEntriesSchema = lazySchema(() =>
  z.object({
    toons: z.array(
      z.object({
        toonId: IdSchema,
        toonName: z.string(),
        ownerUid: IdSchema,
        reason: z.string(),
        hiddenBy: z.nullable(IdSchema),
        hiddenAt: z.nullable(IsoDateTimeSchema),
      }),
    ),
    accounts: z.array(
      z.object({
        uid: IdSchema,
        reason: z.string(),
        toons: z.number().check(z.int(), z.nonnegative()),
        hiddenBy: z.nullable(IdSchema),
        hiddenAt: z.nullable(IsoDateTimeSchema),
      }),
    ),
  }),
);
export type HiddenEntries = z.infer<typeof HiddenEntriesSchema>;

export const MODERATION_ACTIONS = [
  'report',
  'dismiss-report',
  'hide-toon',
  'unhide-toon',
  'hide-account',
  'unhide-account',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** One row of the audit log: who did what to which toon or account, when and why. */
export const AuditEntrySchema = lazySchema(() =>
  z.object({
    id: IdSchema,
    at: IsoDateTimeSchema,
    actorUid: IdSchema,
    action: z.enum(MODERATION_ACTIONS),
    toonId: z.nullable(IdSchema),
    accountUid: z.nullable(IdSchema),
    reportId: z.nullable(IdSchema),
    reason: z.string(),
  }),
);
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogSchema = lazySchema(() => z.object({ entries: z.array(AuditEntrySchema) }));
export type AuditLog = z.infer<typeof AuditLogSchema>;

/** How many audit entries `GET /api/moderation/log` returns at most (newest first). */
export const AUDIT_LOG_PAGE = 100;
