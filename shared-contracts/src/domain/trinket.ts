import { z } from 'zod';
import { StoreItemSchema } from './store.js';

/** A Trinket as `GET /api/trinkets` lists it: the store item and whether the caller has it. */
export const TrinketSchema = StoreItemSchema.extend({
  /** False for visitors without an account. */
  owned: z.boolean(),
});
export type Trinket = z.infer<typeof TrinketSchema>;

export const TrinketListSchema = z.object({ trinkets: z.array(TrinketSchema) });
export type TrinketList = z.infer<typeof TrinketListSchema>;
