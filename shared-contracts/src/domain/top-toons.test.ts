import { describe, expect, it } from 'vitest';
import { TopToonsPageSchema, TopToonsQuerySchema } from './top-toons.js';

describe('TopToonsQuerySchema', () => {
  it('fills the defaults', () => {
    expect(TopToonsQuerySchema.parse({})).toEqual({ category: 'species', page: 1, pageSize: 20 });
  });

  it('turns the query strings into numbers', () => {
    expect(TopToonsQuerySchema.parse({ category: 'golf', page: '3', pageSize: '100' })).toEqual({
      category: 'golf',
      page: 3,
      pageSize: 100,
    });
  });

  it.each([
    ['an unknown category', { category: 'jellybeans' }],
    ['page 0', { page: '0' }],
    ['a negative page', { page: '-1' }],
    ['a fractional page', { page: '1.5' }],
    ['a page that is not a number', { page: 'two' }],
    ['an empty page size', { pageSize: '' }],
    ['a page size over 100', { pageSize: '101' }],
    ['a repeated key', { page: ['1', '2'] }],
    ['an unknown key', { sort: 'asc' }],
  ])('refuses %s', (_label, query) => {
    expect(TopToonsQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('TopToonsPageSchema', () => {
  const page = {
    category: 'weight',
    page: 1,
    pageSize: 20,
    total: 1,
    entries: [{ rank: 1, id: 't1', name: 'Purple Dog', rod: 'Gold', value: 480, isVerified: true }],
  };

  it('accepts a page', () => {
    expect(TopToonsPageSchema.parse(page)).toEqual(page);
  });

  it('refuses an entry with an unknown rod or a rank of 0', () => {
    const entry = page.entries[0];
    expect(TopToonsPageSchema.safeParse({ ...page, entries: [{ ...entry, rod: 'Stick' }] }).success).toBe(
      false,
    );
    expect(TopToonsPageSchema.safeParse({ ...page, entries: [{ ...entry, rank: 0 }] }).success).toBe(false);
  });
});
