import * as z from 'shared-contracts/zod';
import {
  boundedRecord,
  CountSchema,
  IsoDateTimeSchema,
  NonNegativeNumberSchema,
  RecordKeySchema,
} from './common.js';
import { emptyRewards } from './empty-rewards.js';
import { FISH_KEY_PATTERN, type FishKey } from './fish-key.js';
import { lazySchema } from './lazy-schema.js';
import { ToonHiddenSchema } from './moderation.js';
import { RENDITION_DNA_PATTERN } from './rendition-dna.js';
import { ToonSnapshotSchema } from './toon-snapshot.js';
import { VerifiedStatMapSchema, VerifiedStatSchema } from './verified-stat.js';

// ---------------------------------------------------------------------------------------------
// Rods
// ---------------------------------------------------------------------------------------------

/**
 * The game's fishing rods, weakest first.
 * Source: `rods` in data/fish.json of the npm package toonapi-calculator 1.8.3 (compiled from
 * the game).
 */
export const ROD_NAMES = ['Twig', 'Bamboo', 'Hardwood', 'Steel', 'Gold'] as const;
export const RodSchema = lazySchema(() => z.enum(ROD_NAMES));
export type Rod = z.infer<typeof RodSchema>;

/**
 * Heaviest possible fish, in ounces: 20 lb, the Gold rod's `weight_max` and the largest species
 * `weight_max` in the same fish.json (source as above).
 */
export const MAX_FISH_WEIGHT_OZ = 20 * 16;

// ---------------------------------------------------------------------------------------------
// Fish keys
// ---------------------------------------------------------------------------------------------

export { FISH_KEY_PATTERN, type FishKey, fishKey, parseFishKey } from './fish-key.js';

export const FishKeySchema = lazySchema(() =>
  z.string().check(z.regex(FISH_KEY_PATTERN, 'Expected a fish key "<genusId>-<speciesId>"')),
);

// ---------------------------------------------------------------------------------------------
// Toon parts
// ---------------------------------------------------------------------------------------------

/** A toon's name: trimmed, 1–32 characters, no control characters. */
export const ToonNameSchema = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(32),
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    z.regex(/^[^\u0000-\u001f\u007f]+$/, 'Must not contain control characters'),
  ),
);

/** One caught species: the best weight in ounces, and when it was first logged. */
export const FishCatchSchema = lazySchema(() =>
  z.object({
    weight: z.number().check(z.nonnegative(), z.lte(MAX_FISH_WEIGHT_OZ)),
    caughtAt: z.optional(IsoDateTimeSchema),
  }),
);
export type FishCatch = z.infer<typeof FishCatchSchema>;

/** The fish album: caught species by {@link FishKey}. */
export const FishMapSchema = lazySchema(() => boundedRecord(FishKeySchema, FishCatchSchema));
export type FishMap = z.infer<typeof FishMapSchema>;

/** The verified fish album: by {@link FishKey}, each `value` the verified weight in ounces. */
export const VerifiedFishMapSchema = lazySchema(() => z.record(FishKeySchema, VerifiedStatSchema));
export type VerifiedFishMap = z.infer<typeof VerifiedFishMapSchema>;

/** Named statistics (golf, racing), e.g. `{ "Courses Completed": 12 }`. */
export const StatMapSchema = lazySchema(() => boundedRecord(RecordKeySchema, CountSchema));
export type StatMap = z.infer<typeof StatMapSchema>;

/** Fishing buckets sold per location name (a playground, a street or "Estate"). */
export const BucketMapSchema = lazySchema(() => boundedRecord(RecordKeySchema, CountSchema));
export type BucketMap = z.infer<typeof BucketMapSchema>;

/**
 * Which summons the toon holds for one Cog (booleans, as the game reports them: the local API's
 * `summons.{cogId}.single|building|invasion`).
 */
export const SummonSetSchema = lazySchema(() =>
  z.object({
    single: z.boolean(),
    building: z.boolean(),
    invasion: z.boolean(),
  }),
);
export type SummonSet = z.infer<typeof SummonSetSchema>;

/**
 * Rewards. Counts are flat by name: `sos` by SOS toon name, `unites` by variant
 * (e.g. "Gag-Up Squirt"), `remotes` by type and level (e.g. "Damage Remote 2"),
 * `summons` by Cog name. Every part defaults to empty.
 */
export const RewardsSchema = lazySchema(() =>
  z.object({
    sos: z._default(boundedRecord(RecordKeySchema, CountSchema), {}),
    unites: z._default(boundedRecord(RecordKeySchema, CountSchema), {}),
    summons: z._default(boundedRecord(RecordKeySchema, SummonSetSchema), {}),
    pinkSlips: z._default(CountSchema, 0),
    remotes: z._default(boundedRecord(RecordKeySchema, CountSchema), {}),
  }),
);
export type Rewards = z.infer<typeof RewardsSchema>;

/** A toon's style DNA for Rendition: hexadecimal, as the game's Shift+F11 and ToonLink give it. */
export const RenditionDnaSchema = lazySchema(() =>
  z.string().check(z.trim(), z.regex(RENDITION_DNA_PATTERN, 'Expected a hexadecimal DNA string')),
);

/** The game's toon id, e.g. `TTID-ABCD-EFGH` (ToonLink `toon.id`). */
export const GameToonIdSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(64),
      z.regex(/^[A-Za-z0-9_-]+$/, 'Expected letters, digits, "-" or "_"'),
    ),
);

/** Categories of {@link Toon.verified} keys. */
export type VerifiedStatCategory = 'golf' | 'racing' | 'rewards';

/** The key of a verified golf, racing or rewards stat: `"<category>:<stat>"`, e.g. `"golf:Courses Completed"`. */
export function verifiedStatKey(category: VerifiedStatCategory, stat: string): string {
  return `${category}:${stat}`;
}

// ---------------------------------------------------------------------------------------------
// Toon
// ---------------------------------------------------------------------------------------------

/** The toon as stored by the api (no client-side extras). Missing collections default to empty. */
export const ToonDocumentSchema = lazySchema(() =>
  z.object({
    /** Owner's uid; null for an orphaned toon. */
    user: z.nullable(z.string().check(z.minLength(1), z.maxLength(128))),
    name: ToonNameSchema,
    rod: RodSchema,
    fish: z._default(FishMapSchema, {}),
    /** The verified album: by fish key, `value` = verified weight in ounces. */
    fish2: z._default(VerifiedFishMapSchema, {}),
    golf: z._default(StatMapSchema, {}),
    racing: z._default(StatMapSchema, {}),
    buckets: z._default(BucketMapSchema, {}),
    rewards: z._default(RewardsSchema, emptyRewards),
    /** Style DNA for Rendition images. */
    rendition: z._default(z.nullable(RenditionDnaSchema), null),
    /** The game's toon id, set when linked through ToonLink. */
    toonId: z._default(z.nullable(GameToonIdSchema), null),
    /** When the toon was first verified through ToonLink (spec §4: set once, kept on later game updates; each record's own `verifiedAt` moves). */
    verifiedAt: z._default(z.nullable(IsoDateTimeSchema), null),
    /** Verified golf/racing/rewards stats, keyed by {@link verifiedStatKey}. */
    verified: z._default(VerifiedStatMapSchema, {}),
    /** Other verified fish album values (e.g. album totals), keyed by name. */
    verified2: z._default(VerifiedStatMapSchema, {}),
    /** Sum of the album's weights, in ounces. */
    totalFishWeight: z._default(NonNegativeNumberSchema, 0),
    totalSosCount: z._default(NonNegativeNumberSchema, 0),
    totalUniteCount: z._default(NonNegativeNumberSchema, 0),
    totalRemoteCount: z._default(NonNegativeNumberSchema, 0),
    createdAt: IsoDateTimeSchema,
    lastEditedAt: IsoDateTimeSchema,
    isPublic: z._default(z.boolean(), false),
  }),
);
export type ToonDocument = z.infer<typeof ToonDocumentSchema>;

/** A toon as the api returns it and the clients use it: the document plus client-side extras. */
export const ToonSchema = lazySchema(() =>
  z.extend(ToonDocumentSchema, {
    /** The toon's id on the site. */
    id: z.string().check(z.minLength(1), z.maxLength(128)),
    /** True when the toon is linked to a game toon (`toonId` set). */
    isLinked: z.boolean(),
    /** True when some stats were verified through ToonLink (`verifiedAt` set). */
    isVerified: z.boolean(),
    /**
     * The toon's last game snapshot kept in the account (the Toon dashboard's sections): only in
     * its owner's reads, and only written by a ToonLink save from the game (`POST /api/toons/links`).
     */
    snapshot: z.optional(ToonSnapshotSchema),
    /** Why moderators keep the toon out of Top Toons: only in its owner's reads (moderation.ts). */
    hidden: z.optional(ToonHiddenSchema),
  }),
);
export type Toon = z.infer<typeof ToonSchema>;

/** A stored toon document with its client-side extras computed. */
export function toToon(id: string, document: ToonDocument): Toon {
  return {
    ...document,
    id,
    isLinked: document.toonId !== null,
    isVerified: document.verifiedAt !== null,
  };
}

/** The fields a client may set, without defaults (shared by create and update). */
const toonEditableShape = {
  name: ToonNameSchema,
  rod: RodSchema,
  fish: FishMapSchema,
  golf: StatMapSchema,
  racing: StatMapSchema,
  buckets: BucketMapSchema,
  /** Replaces the toon's rewards as a whole; missing parts become empty. */
  rewards: RewardsSchema,
  rendition: z.nullable(RenditionDnaSchema),
  toonId: z.nullable(GameToonIdSchema),
};

/**
 * What a client may send to create a toon (`POST /api/toons`). Only `name` is required; the
 * rod defaults to Twig and collections to empty. Unknown keys are rejected. Server-owned fields
 * (`user`, `verified*`, totals, dates, `isPublic`) cannot be sent here.
 */
export const ToonInputSchema = lazySchema(() =>
  z.strictObject({
    name: toonEditableShape.name,
    rod: z._default(toonEditableShape.rod, 'Twig'),
    fish: z._default(toonEditableShape.fish, {}),
    golf: z._default(toonEditableShape.golf, {}),
    racing: z._default(toonEditableShape.racing, {}),
    buckets: z._default(toonEditableShape.buckets, {}),
    rewards: z._default(toonEditableShape.rewards, emptyRewards),
    rendition: z._default(toonEditableShape.rendition, null),
    toonId: z._default(toonEditableShape.toonId, null),
  }),
);
/** A parsed create body (defaults filled). */
export type ToonInput = z.infer<typeof ToonInputSchema>;
/** What a client sends to create a toon (defaults optional). */
export type ToonInputBody = z.input<typeof ToonInputSchema>;

/**
 * What a client may send to update a toon (`PUT`/`PATCH /api/toons/:id`): any non-empty subset
 * of the input fields. Absent fields are left untouched (no defaults are filled in).
 */
export const ToonUpdateSchema = lazySchema(() =>
  z.partial(z.strictObject(toonEditableShape)).check(
    z.refine((update) => Object.values(update).some((value) => value !== undefined), {
      message: 'At least one field is required',
    }),
  ),
);
export type ToonUpdate = z.infer<typeof ToonUpdateSchema>;
export type ToonUpdateBody = z.input<typeof ToonUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Verification (ToonLink)
// ---------------------------------------------------------------------------------------------

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CATEGORY_STAT_KEY = /^(golf|racing|rewards):[^\u0000-\u001f\u007f]{1,64}$/;

/** A {@link verifiedStatKey}: `golf:`, `racing:` or `rewards:` followed by a stat name. */
export const VerifiedStatKeyOfCategorySchema = lazySchema(() =>
  z.string().check(z.regex(CATEGORY_STAT_KEY, 'Expected "golf:…", "racing:…" or "rewards:…"')),
);

/**
 * What ToonLink reports (`POST /api/toons/links`, `POST /api/toons/:id/verifications`): the game
 * toon's id and the values read from the running game. `fish` holds verified album weights in
 * ounces by {@link FishKey}, `stats` golf/racing/rewards values by {@link verifiedStatKey}. The api
 * checks them against the game's limits (`trinket-game/rules`) and applies the
 * verified-stat rule itself with its own clock.
 */
export const ToonVerificationSchema = lazySchema(() =>
  z.strictObject({
    toonId: GameToonIdSchema,
    fish: z.optional(
      boundedRecord(FishKeySchema, z.number().check(z.nonnegative(), z.lte(MAX_FISH_WEIGHT_OZ))),
    ),
    stats: z.optional(boundedRecord(VerifiedStatKeyOfCategorySchema, NonNegativeNumberSchema)),
  }),
);
export type ToonVerification = z.infer<typeof ToonVerificationSchema>;

// ---------------------------------------------------------------------------------------------
// A linked update (ToonLink): one request per game event
// ---------------------------------------------------------------------------------------------

const { toonId: _setByTheReport, ...linkedEditableShape } = toonEditableShape;

/** The player's fields a ToonLink event changes (any subset; never `toonId`: the report sets it). */
export const LinkedToonUpdateSchema = lazySchema(() => z.partial(z.strictObject(linkedEditableShape)));
export type LinkedToonUpdate = z.infer<typeof LinkedToonUpdateSchema>;

/**
 * What the browser sends for one ToonLink event (`POST /api/toons/links`): the caller's toon for
 * `report.toonId` gets `update` and the verified values of `report` in one transaction, and is
 * created (named `name`) when the caller has none for that game toon yet. `snapshot` is the game's
 * data of that toon, kept as its last snapshot (the api checks it is of `report.toonId` and within
 * `MAX_TOON_SNAPSHOT_CHARS`); no other request can set one.
 */
export const LinkedToonSaveSchema = lazySchema(() =>
  z.strictObject({
    name: ToonNameSchema,
    update: z.nullable(LinkedToonUpdateSchema),
    report: ToonVerificationSchema,
    snapshot: z.optional(ToonSnapshotSchema),
  }),
);
export type LinkedToonSave = z.infer<typeof LinkedToonSaveSchema>;

/** The answer to a linked update: the toon as stored, and whether this request created it. */
export const LinkedToonSavedSchema = lazySchema(() => z.object({ toon: ToonSchema, created: z.boolean() }));
export type LinkedToonSaved = z.infer<typeof LinkedToonSavedSchema>;

export { emptyRewards };
