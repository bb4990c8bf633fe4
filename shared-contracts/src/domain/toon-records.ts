import * as z from 'shared-contracts/zod';
import { lazySchema } from './lazy-schema.js';
import { ToonSchema } from './toon.js';

/** Body of `GET /api/toons`: the caller's own toons. */
export const ToonListSchema = lazySchema(() => z.object({ toons: z.array(ToonSchema) }));
export type ToonList = z.infer<typeof ToonListSchema>;

/**
 * One visitor's toons in browser storage: `toon_{id}` keys to toon documents. Read loosely (any
 * values) so that one corrupt entry can be skipped without losing the others.
 */
export const StoredToonRecordSchema = lazySchema(() => z.record(z.string(), z.unknown()));
export type StoredToonRecord = z.infer<typeof StoredToonRecordSchema>;

/** The toon a visitor last picked on the tracking pages. */
export const SelectedToonIdSchema = lazySchema(() =>
  z.nullable(z.string().check(z.minLength(1), z.maxLength(128))),
);
