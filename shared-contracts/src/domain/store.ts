import * as z from 'shared-contracts/zod';
import { IsoDateTimeSchema } from './common.js';
import { lazySchema } from './lazy-schema.js';
import { ImageRefSchema } from './makeship.js';

/** A URL-safe identifier of a store item, giveaway or promotion: `pie-badge`, `fall-2025`. */
export const SlugSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(64),
      z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected a slug (a-z, 0-9 and single dashes)'),
    ),
);

/** Most jellybeans anything costs; keeps prices far from integer overflow. */
export const MAX_PRICE = 1_000_000;

/** Trinkets are collectibles (kept in the user's trinkets list); items are everything else. */
export const StoreItemKindSchema = lazySchema(() => z.enum(['trinket', 'item']));
export type StoreItemKind = z.infer<typeof StoreItemKindSchema>;

/** An entry of the store catalogue. Outside its window it cannot be collected or bought. */
export const StoreItemSchema = lazySchema(() =>
  z.object({
    slug: SlugSchema,
    kind: StoreItemKindSchema,
    title: z.string().check(z.minLength(1), z.maxLength(120)),
    description: z.string().check(z.minLength(1), z.maxLength(2000)),
    image: ImageRefSchema,
    /** Price in jellybeans; 0 means free. */
    price: z.number().check(z.int(), z.nonnegative(), z.lte(MAX_PRICE)),
    availableFrom: IsoDateTimeSchema,
    availableUntil: IsoDateTimeSchema,
  }),
);
export type StoreItem = z.infer<typeof StoreItemSchema>;

/** Body of `GET /api/store`. */
export const StoreCatalogueSchema = lazySchema(() => z.object({ items: z.array(StoreItemSchema) }));
export type StoreCatalogue = z.infer<typeof StoreCatalogueSchema>;

/** One thing a user collected (free) or bought (jellybeans). */
export const PurchaseSchema = lazySchema(() =>
  z.object({
    itemSlug: SlugSchema,
    kind: z.enum(['collected', 'bought']),
    title: z.string().check(z.minLength(1), z.maxLength(120)),
    image: ImageRefSchema,
    /** Jellybeans paid. */
    price: z.number().check(z.int(), z.nonnegative()),
    purchasedAt: IsoDateTimeSchema,
  }),
);
export type Purchase = z.infer<typeof PurchaseSchema>;

/** Body of `GET /api/store/purchases`: newest first. */
export const PurchaseListSchema = lazySchema(() => z.object({ purchases: z.array(PurchaseSchema) }));
export type PurchaseList = z.infer<typeof PurchaseListSchema>;

/** Body of `POST /api/store/:slug/purchases`: what was bought and the balance left. */
export const PurchaseResultSchema = lazySchema(() =>
  z.object({
    purchase: PurchaseSchema,
    jellybeans: z.number().check(z.int(), z.nonnegative()),
  }),
);
export type PurchaseResult = z.infer<typeof PurchaseResultSchema>;
