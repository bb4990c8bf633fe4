import * as z from 'shared-contracts/zod';
import { lazySchema } from './lazy-schema.js';
import { RodSchema } from './toon.js';

/**
 * Top Toons (`GET /api/top-toons`): public toons ranked by one category, highest value first,
 * ties broken by toon id so paging is stable.
 * - species: species in the toon's fish album
 * - weight: total album weight, in ounces
 * - golf / racing: trophies earned from the golf / racing statistics
 * - rewards: SOS cards + unites + remotes + pink slips + summons held
 */
export const TOP_TOONS_CATEGORIES = ['species', 'weight', 'golf', 'racing', 'rewards'] as const;
export const TopToonsCategorySchema = lazySchema(() => z.enum(TOP_TOONS_CATEGORIES));
export type TopToonsCategory = z.infer<typeof TopToonsCategorySchema>;

export const TOP_TOONS_DEFAULT_PAGE_SIZE = 20;
export const TOP_TOONS_MAX_PAGE_SIZE = 100;
/** Deep pages cost the database a long index walk; nobody reads past this. */
export const TOP_TOONS_MAX_PAGE = 10_000;

const positiveInteger = (max: number) =>
  z.pipe(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'Expected a whole number from 1')),
      z.transform(Number),
    ),
    z.number().check(z.lte(max, `At most ${max}`)),
  );

/** The query string of `GET /api/top-toons` (values arrive as strings). Unknown keys are refused. */
export const TopToonsQuerySchema = lazySchema(() =>
  z.strictObject({
    category: z._default(TopToonsCategorySchema, 'species'),
    page: z._default(positiveInteger(TOP_TOONS_MAX_PAGE), 1),
    pageSize: z._default(positiveInteger(TOP_TOONS_MAX_PAGE_SIZE), TOP_TOONS_DEFAULT_PAGE_SIZE),
  }),
);
export type TopToonsQuery = z.infer<typeof TopToonsQuerySchema>;

/** One ranked toon. `rank` is its 1-based position in the whole ranking. */
export const TopToonEntrySchema = lazySchema(() =>
  z.object({
    rank: z.number().check(z.int(), z.positive()),
    id: z.string().check(z.minLength(1), z.maxLength(128)),
    name: z.string(),
    rod: RodSchema,
    value: z.number().check(z.nonnegative()),
    isVerified: z.boolean(),
  }),
);
export type TopToonEntry = z.infer<typeof TopToonEntrySchema>;

/** One page of a ranking; `total` counts every ranked toon (pages = ceil(total / pageSize)). */
export const TopToonsPageSchema = lazySchema(() =>
  z.object({
    category: TopToonsCategorySchema,
    page: z.number().check(z.int(), z.positive()),
    pageSize: z.number().check(z.int(), z.positive(), z.lte(TOP_TOONS_MAX_PAGE_SIZE)),
    total: z.number().check(z.int(), z.nonnegative()),
    entries: z.array(TopToonEntrySchema),
  }),
);
export type TopToonsPage = z.infer<typeof TopToonsPageSchema>;
