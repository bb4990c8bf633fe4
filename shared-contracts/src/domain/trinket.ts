import * as z from 'shared-contracts/zod';
import { lazySchema } from './lazy-schema.js';
import { StoreItemSchema } from './store.js';

/** A Trinket as `GET /api/trinkets` lists it: the store item and whether the caller has it. */
export const TrinketSchema = lazySchema(() =>
  z.extend(StoreItemSchema, {
    /** False for visitors without an account. */
    owned: z.boolean(),
  }),
);
export type Trinket = z.infer<typeof TrinketSchema>;

export const TrinketListSchema = lazySchema(() => z.object({ trinkets: z.array(TrinketSchema) }));
export type TrinketList = z.infer<typeof TrinketListSchema>;
