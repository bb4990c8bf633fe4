import * as z from 'shared-contracts/zod';
import { CavalcadeResponseSchema } from './cavalcade.js';
import { lazySchema } from './lazy-schema.js';

/**
 * Responses of the game's public web APIs (https://www.toontownrewritten.com/api), as the game's
 * api-doc repository (github.com/ToontownRewritten/api-doc) documents them. Field names are the game's.
 * Objects are loose: a field the game adds later is kept, not refused.
 */

/** Dictionary keys (zod drops a `__proto__` key, so no key can reach a prototype). */
const KeySchema = lazySchema(() => z.string());

/** Seconds since the Unix epoch. */
export const EpochSecondsSchema = lazySchema(() => z.number().check(z.nonnegative()));

/** The shape every endpoint uses when it has no data to serve: only `error` is present. */
export const GameApiErrorSchema = lazySchema(() => z.looseObject({ error: z.string() }));
export type GameApiError = z.infer<typeof GameApiErrorSchema>;

/** True for the error shape of a game API response. */
export function isGameApiError(value: unknown): value is GameApiError {
  return (
    typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string'
  );
}

// ---------------------------------------------------------------------------------------------
// /population
// ---------------------------------------------------------------------------------------------

export const DISTRICT_STATUSES = ['offline', 'online', 'draining', 'closed'] as const;
export const DistrictStatusSchema = lazySchema(() => z.enum(DISTRICT_STATUSES));
export type DistrictStatus = z.infer<typeof DistrictStatusSchema>;

export const PopulationSchema = lazySchema(() =>
  z.looseObject({
    error: z.null(),
    totalPopulation: z.number().check(z.int(), z.nonnegative()),
    populationByDistrict: z.record(KeySchema, z.number().check(z.int(), z.nonnegative())),
    statusByDistrict: z.record(KeySchema, DistrictStatusSchema),
    lastUpdated: EpochSecondsSchema,
  }),
);
export type Population = z.infer<typeof PopulationSchema>;

/** Body of `/population`: data, or `{ error }` alone. */
export const PopulationResponseSchema = lazySchema(() => z.union([PopulationSchema, GameApiErrorSchema]));
export type PopulationResponse = z.infer<typeof PopulationResponseSchema>;

// ---------------------------------------------------------------------------------------------
// /invasions
// ---------------------------------------------------------------------------------------------

export const InvasionSchema = lazySchema(() =>
  z.looseObject({
    /** Singular English cog name; " (Skelecog)" may be appended, "Version 2.0 " prepended. */
    type: z.string().check(z.minLength(1)),
    asOf: EpochSecondsSchema,
    /** `"defeated/total"`. */
    progress: z.string().check(z.regex(/^\d+\/\d+$/, 'Expected "defeated/total"')),
  }),
);
export type Invasion = z.infer<typeof InvasionSchema>;

export const InvasionsSchema = lazySchema(() =>
  z.looseObject({
    error: z.null(),
    /** By district name. */
    invasions: z.record(KeySchema, InvasionSchema),
    lastUpdated: EpochSecondsSchema,
  }),
);
export type Invasions = z.infer<typeof InvasionsSchema>;

/** Body of `/invasions`: data, or `{ error }` alone. */
export const InvasionsResponseSchema = lazySchema(() => z.union([InvasionsSchema, GameApiErrorSchema]));
export type InvasionsResponse = z.infer<typeof InvasionsResponseSchema>;

const SKELECOG_SUFFIX = ' (Skelecog)';
const V2_PREFIX = 'Version 2.0 ';

export interface InvasionType {
  /** The plain cog name, e.g. `Flunky`. */
  cog: string;
  isSkelecog: boolean;
  isV2: boolean;
}

/** Splits an invasion `type` such as `Version 2.0 Flunky` or `Flunky (Skelecog)`. */
export function parseInvasionType(type: string): InvasionType {
  let cog = type.trim();
  const isV2 = cog.startsWith(V2_PREFIX);
  if (isV2) cog = cog.slice(V2_PREFIX.length);
  const isSkelecog = cog.endsWith(SKELECOG_SUFFIX);
  if (isSkelecog) cog = cog.slice(0, -SKELECOG_SUFFIX.length);
  return { cog: cog.trim(), isSkelecog, isV2 };
}

/** The numbers of an invasion `progress` (`"defeated/total"`), or null when malformed. */
export function parseInvasionProgress(progress: string): { defeated: number; total: number } | null {
  const match = /^(\d+)\/(\d+)$/.exec(progress.trim());
  if (!match) return null;
  return { defeated: Number(match[1]), total: Number(match[2]) };
}

// ---------------------------------------------------------------------------------------------
// /fieldoffices
// ---------------------------------------------------------------------------------------------

/** Cog department letters: c Bossbot, l Lawbot, m Cashbot, s Sellbot. */
export const COG_DEPARTMENTS = ['c', 'l', 'm', 's'] as const;
export const CogDepartmentSchema = lazySchema(() => z.enum(COG_DEPARTMENTS));
export type CogDepartment = z.infer<typeof CogDepartmentSchema>;

/** Streets by field office zone id (source: the game's api-doc, field-offices.md). */
export const FIELD_OFFICE_ZONES: Readonly<Record<string, string>> = Object.freeze({
  '3100': 'Walrus Way',
  '3200': 'Sleet Street',
  '3300': 'Polar Place',
  '4100': 'Alto Avenue',
  '4200': 'Baritone Boulevard',
  '4300': 'Tenor Terrace',
  '5100': 'Elm Street',
  '5200': 'Maple Street',
  '5300': 'Oak Street',
  '9100': 'Lullaby Lane',
  '9200': 'Pajama Place',
});

export const FieldOfficeSchema = lazySchema(() =>
  z.looseObject({
    department: CogDepartmentSchema,
    /** Stars, zero-based. */
    difficulty: z.number().check(z.int(), z.nonnegative()),
    /** Annexes remaining. */
    annexes: z.number().check(z.int(), z.nonnegative()),
    open: z.boolean(),
    /**
     * When the last groups are sent out, given once the last annex has fallen. Before that the
     * game leaves the key out (or sends null: api-doc field-offices.md allows both); read as null.
     */
    expiring: z._default(z.nullable(EpochSecondsSchema), null),
  }),
);
export type FieldOffice = z.infer<typeof FieldOfficeSchema>;

/** Body of `/fieldoffices`. */
export const FieldOfficesResponseSchema = lazySchema(() =>
  z.looseObject({
    lastUpdated: EpochSecondsSchema,
    /** By zone id (4-digit, see {@link FIELD_OFFICE_ZONES}). */
    fieldOffices: z.record(
      z.string().check(z.regex(/^\d{4}$/, 'Expected a 4-digit zone id')),
      FieldOfficeSchema,
    ),
  }),
);
export type FieldOfficesResponse = z.infer<typeof FieldOfficesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// /doodles
// ---------------------------------------------------------------------------------------------

export const DoodleSchema = lazySchema(() =>
  z.looseObject({
    /** DNA for Rendition images. */
    dna: z.string().check(z.minLength(1)),
    traits: z.array(z.string()),
    /** Price in jellybeans. */
    cost: z.number().check(z.int(), z.nonnegative()),
  }),
);
export type Doodle = z.infer<typeof DoodleSchema>;

/** Body of `/doodles`: doodles for sale by district, then by playground. */
export const DoodlesResponseSchema = lazySchema(() =>
  z.record(KeySchema, z.record(KeySchema, z.array(DoodleSchema))),
);
export type DoodlesResponse = z.infer<typeof DoodlesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// /sillymeter
// ---------------------------------------------------------------------------------------------

export const SILLY_METER_STATES = ['Active', 'Reward', 'Inactive'] as const;
export const SillyMeterStateSchema = lazySchema(() => z.enum(SILLY_METER_STATES));
export type SillyMeterState = z.infer<typeof SillyMeterStateSchema>;

/** Largest Silly Meter HP. */
export const SILLY_METER_MAX_HP = 5_000_000;

export const SillyMeterSchema = lazySchema(() =>
  z.looseObject({
    state: SillyMeterStateSchema,
    hp: z.number().check(z.gte(0), z.lte(SILLY_METER_MAX_HP)),
    /** The three Silly Teams toons may join. */
    rewards: z.array(z.string()),
    rewardDescriptions: z.array(z.string()),
    /** The team whose reward is active, or null. */
    winner: z.nullable(z.string()),
    rewardPoints: z.nullable(z.array(z.number())),
    nextUpdateTimestamp: EpochSecondsSchema,
    asOf: EpochSecondsSchema,
    error: z.optional(z.null()),
  }),
);
export type SillyMeter = z.infer<typeof SillyMeterSchema>;

/** Body of `/sillymeter`: data, or `{ error }` alone when the game has nothing cached. */
export const SillyMeterResponseSchema = lazySchema(() => z.union([SillyMeterSchema, GameApiErrorSchema]));
export type SillyMeterResponse = z.infer<typeof SillyMeterResponseSchema>;

// ---------------------------------------------------------------------------------------------
// This site's api: cached copies of the game's data (`GET /api/game/*`)
// ---------------------------------------------------------------------------------------------

/**
 * What the api answers for each game endpoint: the last good copy of the game's data, when it
 * was fetched, its age, and `stale` when the game could not be reached (or answered garbage) on
 * the latest attempt, so the copy is older than the api would normally serve.
 */
export function gameSnapshotSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({
    data,
    fetchedAt: z.iso.datetime({ offset: true }),
    ageSeconds: z.number().check(z.nonnegative()),
    stale: z.boolean(),
  });
}

export interface GameSnapshot<T> {
  data: T;
  fetchedAt: string;
  ageSeconds: number;
  stale: boolean;
}

export const PopulationSnapshotSchema = lazySchema(() => gameSnapshotSchema(PopulationSchema));
export const InvasionsSnapshotSchema = lazySchema(() => gameSnapshotSchema(InvasionsSchema));
export const FieldOfficesSnapshotSchema = lazySchema(() => gameSnapshotSchema(FieldOfficesResponseSchema));
export const DoodlesSnapshotSchema = lazySchema(() => gameSnapshotSchema(DoodlesResponseSchema));
export const SillyMeterSnapshotSchema = lazySchema(() => gameSnapshotSchema(SillyMeterSchema));
export const CavalcadeSnapshotSchema = lazySchema(() => gameSnapshotSchema(CavalcadeResponseSchema));

/** One population sample kept by the api (every few minutes). */
export const PopulationSampleSchema = lazySchema(() =>
  z.object({
    at: z.iso.datetime({ offset: true }),
    totalPopulation: z.number().check(z.int(), z.nonnegative()),
    populationByDistrict: z.record(KeySchema, z.number().check(z.int(), z.nonnegative())),
  }),
);
export type PopulationSample = z.infer<typeof PopulationSampleSchema>;

/** `GET /api/game/population/history`: samples of the last day, oldest first. */
export const PopulationHistorySchema = lazySchema(() =>
  z.object({
    samples: z.array(PopulationSampleSchema),
    intervalSeconds: z.number().check(z.int(), z.positive()),
  }),
);
export type PopulationHistory = z.infer<typeof PopulationHistorySchema>;

/** Query of `GET /api/game/population/history`. */
export const PopulationHistoryQuerySchema = lazySchema(() =>
  z.object({
    hours: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(24)), 24),
  }),
);

/** `GET /api/game/settings`: where pictures of doodles and toons come from. */
export const GameSettingsSchema = lazySchema(() =>
  z.object({
    /** Base of the rendering service, e.g. `https://rendition.toontownrewritten.com`. */
    renditionBaseUrl: z.url(),
  }),
);
export type GameSettings = z.infer<typeof GameSettingsSchema>;

/**
 * Poses of the rendering service used by this site (api-doc doodles.md; the toon poses from the
 * proposed toon-rendition.md of api-doc pull request 16, not merged: docs/game-interfaces.md):
 * `doodle` for doodles; `portrait` (head and shoulders) and `waving` (the whole toon) for toons.
 */
export const RENDITION_KINDS = ['doodle', 'portrait', 'waving'] as const;
export type RenditionKind = (typeof RENDITION_KINDS)[number];

/** A picture from the rendering service: `{base}/render/{dna}/{pose}/{w}x{h}.{format}`. */
export function renditionUrl(
  baseUrl: string,
  dna: string,
  kind: RenditionKind,
  size: number,
  format: 'png' | 'webp' = 'png',
): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}/render/${encodeURIComponent(dna)}/${kind}/${size}x${size}.${format}`;
}
