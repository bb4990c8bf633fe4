import * as z from 'shared-contracts/zod';
import { IsoDateTimeSchema } from './common.js';
import { lazySchema } from './lazy-schema.js';

/** An http(s) URL. */
const WebUrlSchema = lazySchema(() => z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)));

/** Where the api serves the site's own images: `/api/files/<folder>/<name>`. */
export const SITE_IMAGE_PATH = /^\/api\/files\/(web|trinkets)\/[a-z0-9][a-z0-9-]{0,63}\.(svg|png|webp)$/;

/** An image: an http(s) URL, or one of the site's own images under `/api/files/`. */
export const ImageRefSchema = lazySchema(() =>
  z.union([WebUrlSchema, z.string().check(z.regex(SITE_IMAGE_PATH))]),
);

/** A stretch goal of a campaign: reached when `quantity` (units sold) reaches `goal`. */
export const MakeshipStretchGoalSchema = lazySchema(() =>
  z.object({
    goal: z.number().check(z.int(), z.positive()),
    title: z.string().check(z.minLength(1), z.maxLength(200)),
  }),
);
export type MakeshipStretchGoal = z.infer<typeof MakeshipStretchGoalSchema>;

/** A Makeship campaign of one Trinket. */
export const MakeshipCampaignSchema = lazySchema(() =>
  z.object({
    title: z.string().check(z.minLength(1), z.maxLength(200)),
    /** Product image: a URL, or a site image path. */
    image: ImageRefSchema,
    /** Campaign page URL. */
    url: WebUrlSchema,
    /** Units sold. */
    quantity: z.number().check(z.int(), z.nonnegative()),
    /** Money raised, in US dollars. */
    raised: z.number().check(z.nonnegative()),
    endedAt: IsoDateTimeSchema,
    stretch: z._default(z.array(MakeshipStretchGoalSchema).check(z.maxLength(50)), []),
  }),
);
export type MakeshipCampaign = z.infer<typeof MakeshipCampaignSchema>;

/** Body of `GET /api/makeship`. */
export const MakeshipResponseSchema = lazySchema(() =>
  z.object({
    campaigns: z.array(MakeshipCampaignSchema),
    /** When the api fetched the campaigns from their source. */
    fetchedAt: IsoDateTimeSchema,
    /** Age of the cached data, in seconds. */
    ageSeconds: z.number().check(z.nonnegative()),
    /** True when the campaigns are the shipped sample data, not live data. */
    isSample: z.boolean(),
    /** True when the source failed and this is the last good data (see `ageSeconds`). */
    stale: z.boolean(),
  }),
);
export type MakeshipResponse = z.infer<typeof MakeshipResponseSchema>;
