import { describe, expect, it } from 'vitest';
import { formatRankedValue, pageCount, readRankingParams } from './top-toons-view';

describe('formatRankedValue', () => {
  it('shows weights in pounds and ounces', () => {
    expect(formatRankedValue('weight', 52)).toBe('3 lb 4 oz');
  });

  it('shows counts as whole numbers', () => {
    expect(formatRankedValue('species', 70)).toBe('70');
    expect(formatRankedValue('rewards', 1234)).toBe('1,234');
  });
});

describe('pageCount', () => {
  it('rounds up and never says zero pages', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('readRankingParams', () => {
  it('reads a valid category and page', () => {
    expect(readRankingParams(new URLSearchParams('category=golf&page=3'))).toEqual({
      category: 'golf',
      page: 3,
    });
  });

  it('falls back for anything else', () => {
    expect(readRankingParams(new URLSearchParams('category=beans&page=-2'))).toEqual({
      category: 'species',
      page: 1,
    });
    expect(readRankingParams(new URLSearchParams(''))).toEqual({ category: 'species', page: 1 });
  });
});
