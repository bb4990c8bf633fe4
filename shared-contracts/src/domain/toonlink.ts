import * as z from 'shared-contracts/zod';
// From fish-key, not toon.js: toon.js reads the snapshot schema, which reads this file.
import { type FishKey, fishKey } from './fish-key.js';
import { lazySchema } from './lazy-schema.js';

/**
 * ToonLink: the game client's local socket (docs/toonlink.md; the field meanings are those of the
 * game's api-doc local.md, github.com/ToontownRewritten/api-doc).
 *
 * Outgoing frames are strict. Incoming frames are parsed defensively: every field may be missing
 * or null (older clients omit some), unknown extra keys are tolerated, but a field of the wrong
 * type rejects the frame.
 */

/** Default upper bound of an incoming frame, in UTF-8 bytes. */
export const TOONLINK_MAX_FRAME_BYTES = 256_000;

// ---------------------------------------------------------------------------------------------
// Outgoing
// ---------------------------------------------------------------------------------------------

/** First frame after the socket opens: the game shows a consent prompt naming `name`. */
export const ToonLinkHelloSchema = lazySchema(() =>
  z.strictObject({
    /** A random string, new per browser session. */
    authorization: z.string().check(z.minLength(1), z.maxLength(256)),
    /** The site's name, shown in the game's consent prompt. */
    name: z.string().check(z.minLength(1), z.maxLength(100)),
  }),
);
export type ToonLinkHello = z.infer<typeof ToonLinkHelloSchema>;

/** Asks for all data; repeat it to refresh. */
export const ToonLinkRequestSchema = lazySchema(() =>
  z.strictObject({
    request: z.literal('all'),
  }),
);
export type ToonLinkRequest = z.infer<typeof ToonLinkRequestSchema>;

export const TOONLINK_REQUEST_ALL: ToonLinkRequest = Object.freeze({ request: 'all' });

// ---------------------------------------------------------------------------------------------
// Incoming
// ---------------------------------------------------------------------------------------------

/** Dictionary keys of the game's data (zod drops a `__proto__` key, so no key can reach a prototype). */
const KeySchema = lazySchema(() => z.string());
/** An identifier the doc does not type: a number or a string. */
const IdSchema = lazySchema(() => z.union([z.number(), z.string()]));

const CurrentMaxSchema = lazySchema(() =>
  z.looseObject({
    current: z.nullish(z.number()),
    max: z.nullish(z.number()),
  }),
);

/**
 * The game toon id as the site keeps it: text, trimmed. The game's doc gives `toon.id` no type, so a
 * game may send a number (`1234567`): a whole non-negative number becomes its decimal text; any
 * other number names no toon (null).
 */
export function gameToonIdText(id: string | number): string | null {
  if (typeof id === 'string') return id.trim();
  return Number.isSafeInteger(id) && id >= 0 ? String(id) : null;
}

export const ToonLinkToonSchema = lazySchema(() =>
  z.looseObject({
    /** e.g. `TTID-ABCD-EFGH`, or a number (read as its text, {@link gameToonIdText}). */
    id: z.nullish(z.pipe(z.union([z.string(), z.number()]), z.transform(gameToonIdText))),
    name: z.nullish(z.string()),
    species: z.nullish(z.string()),
    /** Hex colour, e.g. `#ff8800`. */
    headColor: z.nullish(z.string()),
    /** Style DNA for Rendition. */
    style: z.nullish(z.string()),
  }),
);
export type ToonLinkToon = z.infer<typeof ToonLinkToonSchema>;

export const ToonLinkLaffSchema = lazySchema(() => CurrentMaxSchema);
export type ToonLinkLaff = z.infer<typeof ToonLinkLaffSchema>;

export const ToonLinkLocationSchema = lazySchema(() =>
  z.looseObject({
    /** e.g. `Silly Street`. */
    zone: z.nullish(z.string()),
    /** e.g. `Toontown Central`. */
    neighborhood: z.nullish(z.string()),
    /** e.g. `Zapwood`. */
    district: z.nullish(z.string()),
    instanceId: z.nullish(IdSchema),
  }),
);
export type ToonLinkLocation = z.infer<typeof ToonLinkLocationSchema>;

export const ToonLinkGagSchema = lazySchema(() =>
  z.looseObject({
    /** 1-based level of the highest gag unlocked (or organic) in the track. */
    level: z.nullish(z.number()),
    name: z.nullish(z.string()),
  }),
);
export type ToonLinkGag = z.infer<typeof ToonLinkGagSchema>;

export const ToonLinkGagTrackSchema = lazySchema(() =>
  z.looseObject({
    gag: z.nullish(ToonLinkGagSchema),
    organic: z.nullish(ToonLinkGagSchema),
    experience: z.nullish(
      z.looseObject({
        current: z.nullish(z.number()),
        next: z.nullish(z.number()),
      }),
    ),
  }),
);
export type ToonLinkGagTrack = z.infer<typeof ToonLinkGagTrackSchema>;

/** Gag tracks by name; null for a track the toon does not have. */
export const ToonLinkGagsSchema = lazySchema(() => z.record(KeySchema, z.nullable(ToonLinkGagTrackSchema)));
export type ToonLinkGags = z.infer<typeof ToonLinkGagsSchema>;

export const ToonLinkNpcSchema = lazySchema(() =>
  z.looseObject({
    name: z.nullish(z.string()),
    /** Building name, or an empty string. */
    building: z.nullish(z.string()),
    zone: z.nullish(z.string()),
    neighborhood: z.nullish(z.string()),
  }),
);
export type ToonLinkNpc = z.infer<typeof ToonLinkNpcSchema>;

export const ToonLinkTaskSchema = lazySchema(() =>
  z.looseObject({
    objective: z.nullish(
      z.looseObject({
        text: z.nullish(z.string()),
        /** Location name, or "Anywhere". */
        where: z.nullish(z.string()),
        progress: z.nullish(
          z.looseObject({
            text: z.nullish(z.string()),
            current: z.nullish(z.number()),
            target: z.nullish(z.number()),
          }),
        ),
      }),
    ),
    from: z.nullish(ToonLinkNpcSchema),
    to: z.nullish(ToonLinkNpcSchema),
    /** Reward text, or null when the task has no reward. */
    reward: z.nullish(z.string()),
    /** Flavour text such as "Just for fun!", or null. */
    type: z.nullish(z.string()),
    deletable: z.nullish(z.boolean()),
  }),
);
export type ToonLinkTask = z.infer<typeof ToonLinkTaskSchema>;

export const ToonLinkInvasionSchema = lazySchema(() =>
  z.looseObject({
    /** e.g. `Version 2.0 Flunky`. */
    cog: z.nullish(z.string()),
    quantity: z.nullish(z.number()),
    mega: z.nullish(z.boolean()),
  }),
);
export type ToonLinkInvasion = z.infer<typeof ToonLinkInvasionSchema>;

export const ToonLinkFishSchema = lazySchema(() =>
  z.looseObject({
    rod: z.nullish(z.looseObject({ id: z.nullish(IdSchema), name: z.nullish(z.string()) })),
    /** By genus id; each album by species id. */
    collection: z.nullish(
      z.record(
        KeySchema,
        z.looseObject({
          name: z.nullish(z.string()),
          album: z.nullish(
            z.record(
              KeySchema,
              z.looseObject({
                name: z.nullish(z.string()),
                /** Ounces. */
                weight: z.nullish(z.number()),
              }),
            ),
          ),
        }),
      ),
    ),
  }),
);
export type ToonLinkFish = z.infer<typeof ToonLinkFishSchema>;

const FlowerToolSchema = lazySchema(() =>
  z.looseObject({
    id: z.nullish(IdSchema),
    name: z.nullish(z.string()),
    curSkill: z.nullish(z.number()),
    maxSkill: z.nullish(z.number()),
  }),
);

export const ToonLinkFlowersSchema = lazySchema(() =>
  z.looseObject({
    shovel: z.nullish(FlowerToolSchema),
    wateringCan: z.nullish(FlowerToolSchema),
    /** By flower id; each album maps variant ids to variant names. */
    collection: z.nullish(
      z.record(
        KeySchema,
        z.looseObject({
          name: z.nullish(z.string()),
          album: z.nullish(z.record(KeySchema, z.string())),
        }),
      ),
    ),
  }),
);
export type ToonLinkFlowers = z.infer<typeof ToonLinkFlowersSchema>;

export const ToonLinkCogSuitSchema = lazySchema(() =>
  z.looseObject({
    department: z.nullish(z.string()),
    hasDisguise: z.nullish(z.boolean()),
    suit: z.nullish(z.looseObject({ id: z.nullish(IdSchema), name: z.nullish(z.string()) })),
    version: z.nullish(z.number()),
    level: z.nullish(z.number()),
    promotion: z.nullish(z.looseObject({ current: z.nullish(z.number()), target: z.nullish(z.number()) })),
  }),
);
export type ToonLinkCogSuit = z.infer<typeof ToonLinkCogSuitSchema>;

/** By department letter: c Bossbot, l Lawbot, m Cashbot, s Sellbot. */
export const ToonLinkCogSuitsSchema = lazySchema(() =>
  z.looseObject({
    c: z.nullish(ToonLinkCogSuitSchema),
    l: z.nullish(ToonLinkCogSuitSchema),
    m: z.nullish(ToonLinkCogSuitSchema),
    s: z.nullish(ToonLinkCogSuitSchema),
  }),
);
export type ToonLinkCogSuits = z.infer<typeof ToonLinkCogSuitsSchema>;

export const ToonLinkStatSchema = lazySchema(() =>
  z.looseObject({
    name: z.nullish(z.string()),
    num: z.nullish(z.number()),
  }),
);
export type ToonLinkStat = z.infer<typeof ToonLinkStatSchema>;

export const ToonLinkBeansSchema = lazySchema(() =>
  z.looseObject({
    jar: z.nullish(CurrentMaxSchema),
    bank: z.nullish(CurrentMaxSchema),
  }),
);
export type ToonLinkBeans = z.infer<typeof ToonLinkBeansSchema>;

const QuantityMapSchema = lazySchema(() => z.record(KeySchema, z.number()));

export const ToonLinkRewardsSchema = lazySchema(() =>
  z.looseObject({
    /** Quantity by SOS toon name. */
    sos: z.nullish(QuantityMapSchema),
    /** By unite type (e.g. `Gag-Up`), then quantity by variant (e.g. `Gag-Up Squirt`). */
    unites: z.nullish(z.record(KeySchema, QuantityMapSchema)),
    /** By Cog id. */
    summons: z.nullish(
      z.record(
        KeySchema,
        z.looseObject({
          name: z.nullish(z.string()),
          single: z.nullish(z.boolean()),
          building: z.nullish(z.boolean()),
          invasion: z.nullish(z.boolean()),
        }),
      ),
    ),
    pinkslips: z.nullish(z.number()),
    /** By remote type (e.g. `Damage Remote`), then quantity by level (`1`, `2`, `3`). */
    remotes: z.nullish(z.record(KeySchema, QuantityMapSchema)),
  }),
);
export type ToonLinkRewards = z.infer<typeof ToonLinkRewardsSchema>;

export const ToonLinkCattlelogSchema = lazySchema(() =>
  z.looseObject({
    series: z.nullish(z.number()),
    issue: z.nullish(z.number()),
  }),
);
export type ToonLinkCattlelog = z.infer<typeof ToonLinkCattlelogSchema>;

/** The `data` of an `all` event. Every field may be missing or null. */
export const ToonLinkDataSchema = lazySchema(() =>
  z.looseObject({
    toon: z.nullish(ToonLinkToonSchema),
    laff: z.nullish(ToonLinkLaffSchema),
    location: z.nullish(ToonLinkLocationSchema),
    gags: z.nullish(ToonLinkGagsSchema),
    tasks: z.nullish(z.array(ToonLinkTaskSchema)),
    /** Null when no invasion is active in the toon's district. */
    invasion: z.nullish(ToonLinkInvasionSchema),
    fish: z.nullish(ToonLinkFishSchema),
    flowers: z.nullish(ToonLinkFlowersSchema),
    cogsuits: z.nullish(ToonLinkCogSuitsSchema),
    golf: z.nullish(z.array(ToonLinkStatSchema)),
    racing: z.nullish(z.array(ToonLinkStatSchema)),
    beans: z.nullish(ToonLinkBeansSchema),
    rewards: z.nullish(ToonLinkRewardsSchema),
    cattlelog: z.nullish(ToonLinkCattlelogSchema),
    /** Cartoonival token count. */
    tokens: z.nullish(z.number()),
  }),
);
export type ToonLinkData = z.infer<typeof ToonLinkDataSchema>;

/** The game's answer to `{"request": "all"}`. */
export const ToonLinkEventSchema = lazySchema(() =>
  z.looseObject({
    event: z.literal('all'),
    data: ToonLinkDataSchema,
  }),
);
export type ToonLinkEvent = z.infer<typeof ToonLinkEventSchema>;

export type ToonLinkFrameError = 'not-text' | 'too-large' | 'invalid-json' | 'invalid-shape';

export type ToonLinkFrameResult =
  | { ok: true; event: ToonLinkEvent }
  | { ok: false; reason: ToonLinkFrameError; message: string };

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid frame';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * Parses an incoming ToonLink frame. Never throws: a non-string, a frame over `maxBytes` UTF-8
 * bytes, invalid JSON or a frame of the wrong shape gives `{ ok: false, reason, message }`.
 */
export function parseToonLinkFrame(text: unknown, maxBytes = TOONLINK_MAX_FRAME_BYTES): ToonLinkFrameResult {
  try {
    if (typeof text !== 'string') {
      return { ok: false, reason: 'not-text', message: 'Frame is not text' };
    }
    // A UTF-16 code unit is at least one UTF-8 byte and at most three.
    if (text.length > maxBytes || (text.length * 3 > maxBytes && utf8Length(text) > maxBytes)) {
      return { ok: false, reason: 'too-large', message: `Frame is larger than ${maxBytes} bytes` };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, reason: 'invalid-json', message: 'Frame is not valid JSON' };
    }
    const result = ToonLinkEventSchema.safeParse(json);
    if (!result.success) {
      return { ok: false, reason: 'invalid-shape', message: describeIssue(result.error) };
    }
    return { ok: true, event: result.data };
  } catch (error) {
    return {
      ok: false,
      reason: 'invalid-shape',
      message: error instanceof Error ? error.message : 'Frame could not be parsed',
    };
  }
}

/**
 * The fish album of a ToonLink `fish` block as weights in ounces by {@link FishKey}.
 * Entries with non-numeric ids or without a numeric weight are skipped.
 */
export function toonLinkFishWeights(fish: ToonLinkFish | null | undefined): Record<FishKey, number> {
  const weights: Record<FishKey, number> = {};
  for (const [genusId, genus] of Object.entries(fish?.collection ?? {})) {
    for (const [speciesId, species] of Object.entries(genus.album ?? {})) {
      if (typeof species.weight !== 'number' || species.weight < 0) continue;
      let key: FishKey;
      try {
        key = fishKey(genusId, speciesId);
      } catch {
        continue;
      }
      weights[key] = species.weight;
    }
  }
  return weights;
}
