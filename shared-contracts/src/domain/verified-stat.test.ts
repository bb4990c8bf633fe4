import { describe, expect, it } from 'vitest';
import { VerifiedStatMapSchema, VerifiedStatSchema } from './verified-stat.js';

const stat = {
  firstVerifiedAt: '2025-01-01T00:00:00.000Z',
  verifiedAt: '2025-02-01T00:00:00.000Z',
  originalValue: 3,
  value: 7.5,
};

describe('VerifiedStatSchema', () => {
  it('accepts a verified stat', () => {
    expect(VerifiedStatSchema.parse(stat)).toEqual(stat);
  });

  it.each([
    ['a negative value', { ...stat, value: -1 }],
    ['a string value', { ...stat, originalValue: '3' }],
    ['a bad date', { ...stat, verifiedAt: '2025-02-01' }],
    ['a missing field', { ...stat, firstVerifiedAt: undefined }],
  ])('rejects %s', (_label, value) => {
    expect(VerifiedStatSchema.safeParse(value).success).toBe(false);
  });
});

describe('VerifiedStatMapSchema', () => {
  it('accepts a map keyed by stat', () => {
    const map = { 'golf:Courses Completed': stat, 'racing:Total Wins': stat };
    expect(VerifiedStatMapSchema.parse(map)).toEqual(map);
  });

  it('rejects reserved keys and bad values', () => {
    expect(VerifiedStatMapSchema.safeParse({ prototype: stat }).success).toBe(false);
    expect(VerifiedStatMapSchema.safeParse({ 'golf:x': { ...stat, value: 'a' } }).success).toBe(false);
    expect(VerifiedStatMapSchema.safeParse({ ['x'.repeat(161)]: stat }).success).toBe(false);
  });
});
