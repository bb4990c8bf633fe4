import { TOP_TOONS_CATEGORIES, type TopToonsCategory, TopToonsCategorySchema } from 'shared-contracts/domain';
import { formatWeight } from 'trinket-game/data';
import { formatNumber } from 'web-kit';

/** Tab labels, and the heading of the value column, per category. */
export const CATEGORY_LABELS: Record<TopToonsCategory, { tab: string; value: string }> = {
  species: { tab: 'Species caught', value: 'Species' },
  weight: { tab: 'Total fish weight', value: 'Total weight' },
  golf: { tab: 'Golf trophies', value: 'Trophies' },
  racing: { tab: 'Racing trophies', value: 'Trophies' },
  rewards: { tab: 'Rewards', value: 'Rewards' },
};

export const CATEGORIES: readonly TopToonsCategory[] = TOP_TOONS_CATEGORIES;

/** A ranked value for reading: weights in pounds and ounces, counts with separators. */
export function formatRankedValue(category: TopToonsCategory, value: number): string {
  if (category === 'weight') return formatWeight(value);
  return formatNumber(Math.round(value));
}

/** How many pages a ranking has (at least one, so "page 1 of 1" reads right when empty). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The category and page asked for in the address, falling back to the first of each. */
export function readRankingParams(params: URLSearchParams): { category: TopToonsCategory; page: number } {
  const category = TopToonsCategorySchema.safeParse(params.get('category'));
  const pageText = params.get('page') ?? '';
  const page = /^[1-9]\d{0,3}$/.test(pageText) ? Number(pageText) : 1;
  return { category: category.success ? category.data : 'species', page };
}
