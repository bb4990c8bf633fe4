import * as z from 'shared-contracts/zod';
import { releaseVersionPattern } from '../config/release-version.js';
import { remoteNamePattern } from '../surface/surface-fields.js';
import { IsoDateTimeSchema } from './common.js';
import { lazySchema } from './lazy-schema.js';

// How each remote version does in players' browsers (issue 34). The shell sends a batch of events
// with navigator.sendBeacon to POST /api/telemetry; the api keeps per-minute counts, never the
// events. An event names a remote and its version and what happened: no user, no address, no URL,
// no message text (an error's class only), so nothing in it points at a person.

/** The version a remote runs when no release names one: its built `dist/`. */
export const UNRELEASED_VERSION = 'build';

/** An error's class or code (`TypeError`, `ChunkLoadError`, `RUNTIME-008`): never its message. */
export const errorClassPattern = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;

/** The most events one beacon may carry, and the largest body the api reads. */
export const MAX_TELEMETRY_EVENTS = 20;
export const MAX_TELEMETRY_BODY_BYTES = 4096;
/** Longest load or LCP the api believes, in ms; a longer one is a sleeping tab, not a page load. */
export const MAX_TELEMETRY_MS = 120_000;

const remote = () => z.string().check(z.regex(remoteNamePattern));
/** A released version (`1.4.0`, `1.4.0-canary.2`) or `build`. */
const version = () =>
  z
    .string()
    .check(
      z.refine(
        (value) => value === UNRELEASED_VERSION || releaseVersionPattern.test(value),
        'Expected a released version like 1.4.0, or build',
      ),
    );
const ms = () => z.number().check(z.int(), z.nonnegative(), z.lte(MAX_TELEMETRY_MS));
const errorClass = () => z.optional(z.string().check(z.regex(errorClassPattern)));

/** One remote load through the federation runtime: its outcome and how long it took. */
export const RemoteLoadEventSchema = lazySchema(() =>
  z.strictObject({
    kind: z.literal('load'),
    remote: remote(),
    version: version(),
    outcome: z.enum(['ok', 'failed']),
    durationMs: ms(),
    errorClass: errorClass(),
  }),
);

/** A throw inside an area once its remote loaded (the shell's error boundary around it). */
export const AreaErrorEventSchema = lazySchema(() =>
  z.strictObject({
    kind: z.literal('area-error'),
    remote: remote(),
    version: version(),
    errorClass: errorClass(),
  }),
);

/** The page's Largest Contentful Paint, on a page whose area belongs to this remote. */
export const AreaLcpEventSchema = lazySchema(() =>
  z.strictObject({ kind: z.literal('lcp'), remote: remote(), version: version(), lcpMs: ms() }),
);

export const TelemetryEventSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [RemoteLoadEventSchema, AreaErrorEventSchema, AreaLcpEventSchema]),
);
export type TelemetryEvent = z.infer<typeof TelemetryEventSchema>;

/** The body of `POST /api/telemetry`. Unknown keys anywhere are refused. */
export const TelemetryBatchSchema = lazySchema(() =>
  z.strictObject({
    events: z.array(TelemetryEventSchema).check(z.minLength(1), z.maxLength(MAX_TELEMETRY_EVENTS)),
  }),
);
export type TelemetryBatch = z.infer<typeof TelemetryBatchSchema>;

/** A version's figures over the status window (the last hour). */
export const VersionFiguresSchema = lazySchema(() =>
  z.object({
    version: z.string(),
    loads: z.number(),
    loadFailures: z.number(),
    /** loadFailures / loads; null without loads. */
    loadFailureRate: z.nullable(z.number()),
    areaErrors: z.number(),
    lcpSamples: z.number(),
    /** From the per-minute histogram; null without samples. */
    p75LcpMs: z.nullable(z.number()),
  }),
);
export type VersionFigures = z.infer<typeof VersionFiguresSchema>;

const ReleasedVersionSchema = lazySchema(() =>
  z.object({
    version: z.string(),
    /** shared-contracts range the release was built against; null when unknown (an unreleased build). */
    contractVersion: z.nullable(z.string()),
    releasedAt: z.nullable(IsoDateTimeSchema),
  }),
);

export const ReleaseEventSchema = lazySchema(() =>
  z.object({
    at: IsoDateTimeSchema,
    action: z.string(),
    version: z.nullable(z.string()),
    fromVersion: z.nullable(z.string()),
    reason: z.nullable(z.string()),
    /** `token` (RELEASE_TOKEN), `auto` (the automatic rollback), or a moderator's uid. */
    actor: z.string(),
    /** What the action was decided on (an auto-rollback's loads and rates); null for most. */
    figures: z.nullable(z.record(z.string(), z.unknown())),
  }),
);
export type ReleaseEvent = z.infer<typeof ReleaseEventSchema>;

/** One remote on the status page (`GET /api/releases/status`). */
export const RemoteStatusSchema = lazySchema(() =>
  z.object({
    remote: z.string(),
    live: ReleasedVersionSchema,
    canary: z.nullable(z.extend(ReleasedVersionSchema, { percent: z.number() })),
    /** Each version seen in the window, live first. */
    figures: z.array(VersionFiguresSchema),
    /** The latest release events, newest first (at most 20). */
    history: z.array(ReleaseEventSchema),
  }),
);
export type RemoteStatus = z.infer<typeof RemoteStatusSchema>;

export const ReleaseStatusSchema = lazySchema(() =>
  z.object({
    generatedAt: IsoDateTimeSchema,
    windowMinutes: z.number(),
    remotes: z.array(RemoteStatusSchema),
  }),
);
export type ReleaseStatus = z.infer<typeof ReleaseStatusSchema>;
