import { describe, expect, it } from 'vitest';
import { CavalcadeResponseSchema, parseParadeStatus } from './cavalcade.js';

describe('CavalcadeResponseSchema', () => {
  it('accepts a status string', () => {
    expect(CavalcadeResponseSchema.parse({ paradeStatus: 'active' })).toEqual({ paradeStatus: 'active' });
  });

  it('rejects a missing or non-string status', () => {
    expect(CavalcadeResponseSchema.safeParse({}).success).toBe(false);
    expect(CavalcadeResponseSchema.safeParse({ paradeStatus: 1 }).success).toBe(false);
  });
});

describe('parseParadeStatus', () => {
  it('keeps the known statuses', () => {
    expect(parseParadeStatus('in-transit')).toBe('in-transit');
    expect(parseParadeStatus('active')).toBe('active');
  });

  it.each(['', 'Active', 'finished', null, undefined, 3])('maps %s to unknown', (value) => {
    expect(parseParadeStatus(value)).toBe('unknown');
  });
});
