import * as z from 'shared-contracts/zod';
import { IsoDateTimeSchema } from './common.js';
import { lazySchema } from './lazy-schema.js';
import {
  MAX_LISTED_REFUSALS,
  MAX_REFUSAL_PATH,
  MAX_REFUSAL_RULE,
  MAX_REFUSAL_TEXT,
} from './refusal-limits.js';

// The game values ToonLink left out of a save (trinket-game's screenGameRead makes them): kept in the
// browser beside each toon's snapshot for its dashboard, and reported to the api, which checks each
// again with the same rules before it logs it.

const RefusalTextSchema = lazySchema(() => z.string().check(z.maxLength(MAX_REFUSAL_TEXT)));

/** Where the value was in the game's read, e.g. `["racing", "Total Wins"]`. */
const RefusalPathSchema = lazySchema(() =>
  z.array(RefusalTextSchema).check(z.minLength(1), z.maxLength(MAX_REFUSAL_PATH)),
);

const RefusedValueSchema = lazySchema(() => z.union([RefusalTextSchema, z.number(), z.null()]));

/** One refused value and its rule in words ("not saved: fish 99-0 is not in the site's fish table"). */
export const GameValueRefusalSchema = lazySchema(() =>
  z.strictObject({
    path: RefusalPathSchema,
    value: RefusedValueSchema,
    rule: z.string().check(z.minLength(1), z.maxLength(MAX_REFUSAL_RULE)),
  }),
);

/**
 * What the browser reports (`POST /api/toonlink/refusals`): the refused values as the game sent
 * them, without the rule (the api words it again from its own check).
 */
export const RefusalReportSchema = lazySchema(() =>
  z.strictObject({
    refusals: z
      .array(z.strictObject({ path: RefusalPathSchema, value: RefusedValueSchema }))
      .check(z.minLength(1), z.maxLength(MAX_LISTED_REFUSALS)),
  }),
);
export type RefusalReport = z.infer<typeof RefusalReportSchema>;

/** The api's answer: how many of the reported values its own check refused too (and logged). */
export const RefusalReportResultSchema = lazySchema(() => z.object({ confirmed: z.number() }));

/** At most this many toons' refusals are kept; the oldest read goes first. */
export const MAX_KEPT_REFUSAL_TOONS = 16;

/** A toon's refusals from its latest game read, and when it was read. */
export const KeptRefusalsSchema = lazySchema(() =>
  z.strictObject({
    at: IsoDateTimeSchema,
    refusals: z.array(GameValueRefusalSchema).check(z.maxLength(MAX_LISTED_REFUSALS)),
  }),
);
export type KeptRefusals = z.infer<typeof KeptRefusalsSchema>;

/** By live-link key, as the snapshots are. */
export const ToonRefusalsSchema = lazySchema(() =>
  z
    .record(z.string().check(z.minLength(1), z.maxLength(120)), KeptRefusalsSchema)
    .check(z.refine((record) => Object.keys(record).length <= MAX_KEPT_REFUSAL_TOONS)),
);
export type ToonRefusals = z.infer<typeof ToonRefusalsSchema>;
