import * as z from 'shared-contracts/zod';
import { IsoDateTimeSchema } from './common.js';
import { lazySchema } from './lazy-schema.js';
import { ImageRefSchema } from './makeship.js';
import { SlugSchema } from './store.js';

/** An IANA time zone name such as `America/Los_Angeles` (checked against the runtime's list). */
export const TimeZoneSchema = lazySchema(() =>
  z.string().check(
    z.minLength(1),
    z.maxLength(64),
    z.refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'Expected an IANA time zone'),
  ),
);

/** A giveaway as the api's data describes it: one entry per registered user until `endsAt`. */
export const GiveawaySchema = lazySchema(() =>
  z.object({
    slug: SlugSchema,
    title: z.string().check(z.minLength(1), z.maxLength(120)),
    description: z.string().check(z.minLength(1), z.maxLength(2000)),
    prize: z.string().check(z.minLength(1), z.maxLength(200)),
    image: ImageRefSchema,
    startsAt: IsoDateTimeSchema,
    endsAt: IsoDateTimeSchema,
    /** The zone the dates are stated in (an end of day there, for example). */
    timeZone: TimeZoneSchema,
  }),
);
export type Giveaway = z.infer<typeof GiveawaySchema>;

/** A giveaway as `GET /api/giveaways` lists it, with whether the caller has entered. */
export const GiveawayViewSchema = lazySchema(() => z.extend(GiveawaySchema, { entered: z.boolean() }));
export type GiveawayView = z.infer<typeof GiveawayViewSchema>;

export const GiveawayListSchema = lazySchema(() => z.object({ giveaways: z.array(GiveawayViewSchema) }));
export type GiveawayList = z.infer<typeof GiveawayListSchema>;

/** Body of `POST /api/giveaways/:slug/entries` (201). */
export const GiveawayEntrySchema = lazySchema(() =>
  z.object({ giveawaySlug: SlugSchema, enteredAt: IsoDateTimeSchema }),
);
export type GiveawayEntry = z.infer<typeof GiveawayEntrySchema>;
