import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';
import { SlugSchema } from './store.js';

/** A promotion with its validity window; `code` is what players type in, when there is one. */
export const PromotionSchema = z.object({
  slug: SlugSchema,
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(2000),
  code: z
    .string()
    .regex(/^[A-Z0-9-]{3,32}$/, 'Expected a code of 3–32 capital letters, digits or dashes')
    .nullable(),
  validFrom: IsoDateTimeSchema,
  validUntil: IsoDateTimeSchema,
});
export type Promotion = z.infer<typeof PromotionSchema>;

/** Body of `GET /api/promotions`. */
export const PromotionListSchema = z.object({ promotions: z.array(PromotionSchema) });
export type PromotionList = z.infer<typeof PromotionListSchema>;
