import * as z from 'shared-contracts/zod';
import { IsoDateTimeSchema } from './common.js';
import { lazySchema } from './lazy-schema.js';
import { SlugSchema } from './store.js';

/** A promotion with its validity window; `code` is what players type in, when there is one. */
export const PromotionSchema = lazySchema(() =>
  z.object({
    slug: SlugSchema,
    title: z.string().check(z.minLength(1), z.maxLength(120)),
    description: z.string().check(z.minLength(1), z.maxLength(2000)),
    code: z.nullable(
      z
        .string()
        .check(z.regex(/^[A-Z0-9-]{3,32}$/, 'Expected a code of 3–32 capital letters, digits or dashes')),
    ),
    validFrom: IsoDateTimeSchema,
    validUntil: IsoDateTimeSchema,
  }),
);
export type Promotion = z.infer<typeof PromotionSchema>;

/** Body of `GET /api/promotions`. */
export const PromotionListSchema = lazySchema(() => z.object({ promotions: z.array(PromotionSchema) }));
export type PromotionList = z.infer<typeof PromotionListSchema>;
