import * as z from 'shared-contracts/zod';
import { releaseVersionPattern } from '../config/release-version.js';
import { lazySchema } from './lazy-schema.js';

// Remote releases (issue 34): each remote is published as immutable versions; the api keeps which
// one is live and which is a canary for a share of visitors, and the site's server serves each
// visitor the version their bucket falls in. Read by the site's server and the release command.

export const ReleaseVersionSchema = lazySchema(() =>
  z.string().check(z.regex(releaseVersionPattern, 'Expected a version like 1.4.0 or 1.4.0-canary.2')),
);

/** Where a version's mf-manifest.json is: http(s) only (its routes.json is read beside it). */
export const ManifestUrlSchema = lazySchema(() =>
  z.string().check(
    z.maxLength(2048),
    z.refine((value) => {
      try {
        const url = new URL(value);
        return ['http:', 'https:'].includes(url.protocol) && !url.username && !url.password;
      } catch {
        return false;
      }
    }, 'Expected an http(s) URL'),
  ),
);

/** The canary's share of visitors, in whole percent. */
export const CanaryPercentSchema = lazySchema(() =>
  z.number().check(z.int('Expected a whole number'), z.gte(1), z.lte(99)),
);

const ReleaseReasonSchema = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(500)));

/** POST /api/releases/:remote/versions: records a published version. */
export const RegisterReleaseBodySchema = lazySchema(() =>
  z.strictObject({ version: ReleaseVersionSchema, manifestUrl: ManifestUrlSchema }),
);
export type RegisterReleaseBody = z.infer<typeof RegisterReleaseBodySchema>;

/** POST /api/releases/:remote/promote: a recorded version, or a new one with its manifest (recorded too). */
export const PromoteBodySchema = lazySchema(() =>
  z.strictObject({ version: ReleaseVersionSchema, manifestUrl: z.optional(ManifestUrlSchema) }),
);
export type PromoteBody = z.infer<typeof PromoteBodySchema>;

/** POST /api/releases/:remote/canary: a version for a share of visitors. */
export const CanaryBodySchema = lazySchema(() =>
  z.strictObject({
    version: ReleaseVersionSchema,
    percent: CanaryPercentSchema,
    manifestUrl: z.optional(ManifestUrlSchema),
  }),
);
export type CanaryBody = z.infer<typeof CanaryBodySchema>;

/** POST /api/releases/:remote/rollback and …/canary/end: why, optionally. */
export const ReleaseReasonBodySchema = lazySchema(() =>
  z.strictObject({ reason: z.optional(ReleaseReasonSchema) }),
);
export type ReleaseReasonBody = z.infer<typeof ReleaseReasonBodySchema>;

export const ServedReleaseSchema = lazySchema(() =>
  z.object({ version: ReleaseVersionSchema, manifestUrl: ManifestUrlSchema }),
);
export type ServedRelease = z.infer<typeof ServedReleaseSchema>;

/** A version served to a share of visitors: the canary. */
const CanaryReleaseSchema = lazySchema(() =>
  z.object({
    version: ReleaseVersionSchema,
    manifestUrl: ManifestUrlSchema,
    percent: CanaryPercentSchema,
  }),
);

/** One remote's channels: the live version (null: its built dist/) and the canary, if any. */
export const RemoteChannelSchema = lazySchema(() =>
  z.object({
    live: z.nullable(ServedReleaseSchema),
    canary: z.nullable(CanaryReleaseSchema),
  }),
);
export type RemoteChannel = z.infer<typeof RemoteChannelSchema>;

/** GET /api/releases/live: every remote that has a released version live or in canary. Public. */
export const LiveReleasesSchema = lazySchema(() =>
  z.object({ remotes: z.record(z.string(), RemoteChannelSchema) }),
);
export type LiveReleases = z.infer<typeof LiveReleasesSchema>;

/** The answer of a switch (promote, rollback, canary, its end): the remote's channels after it. */
export const RemoteChannelStateSchema = lazySchema(() =>
  z.object({
    remote: z.string(),
    live: z.nullable(ServedReleaseSchema),
    canary: z.nullable(CanaryReleaseSchema),
    /** What a rollback would make live again: a version, `dist` (the built dist/), or null: nothing. */
    rollbackTo: z.nullable(z.union([ReleaseVersionSchema, z.literal('dist')])),
  }),
);
export type RemoteChannelState = z.infer<typeof RemoteChannelStateSchema>;
