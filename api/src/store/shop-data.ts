// The store's shipped data (catalogue, giveaways, promotions): JSON files under api/data, read and
// validated once when the app is built, so a bad edit stops the api at start with the file named.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Giveaway,
  GiveawaySchema,
  type Promotion,
  PromotionSchema,
  type StoreItem,
  StoreItemSchema,
} from 'shared-contracts/domain';
import { z } from 'zod';
import { repoRoot } from '../config.js';

export const DATA_DIR = path.join(repoRoot, 'api/data');

export interface ShopData {
  items: StoreItem[];
  giveaways: Giveaway[];
  promotions: Promotion[];
}

function uniqueSlugs<T extends { slug: string }>(list: T[]): boolean {
  return new Set(list.map((entry) => entry.slug)).size === list.length;
}

const ShopFilesSchema = {
  'catalogue.json': z.object({ items: z.array(StoreItemSchema).refine(uniqueSlugs, 'Duplicate slug') }),
  'giveaways.json': z.object({ giveaways: z.array(GiveawaySchema).refine(uniqueSlugs, 'Duplicate slug') }),
  'promotions.json': z.object({ promotions: z.array(PromotionSchema).refine(uniqueSlugs, 'Duplicate slug') }),
};

function readJson<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${file} is invalid: ${problems.join('; ')}`);
  }
  return result.data;
}

export function loadShopData(dir = path.join(DATA_DIR, 'store')): ShopData {
  const { items } = readJson(path.join(dir, 'catalogue.json'), ShopFilesSchema['catalogue.json']);
  const { giveaways } = readJson(path.join(dir, 'giveaways.json'), ShopFilesSchema['giveaways.json']);
  const { promotions } = readJson(path.join(dir, 'promotions.json'), ShopFilesSchema['promotions.json']);
  return { items, giveaways, promotions };
}

/** Built once per process: the files do not change while it runs. */
let shipped: ShopData | null = null;
export function shippedShopData(): ShopData {
  shipped ??= loadShopData();
  return shipped;
}
