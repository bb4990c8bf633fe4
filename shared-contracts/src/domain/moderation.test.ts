import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { MAX_MODERATION_REASON_LENGTH, ModerationReasonBodySchema } from './moderation.js';
import { ToonSchema } from './toon.js';

describe('moderation reasons', () => {
  it('keeps a reason trimmed', () => {
    expect(ModerationReasonBodySchema.parse({ reason: '  Invented fish weights \n' })).toEqual({
      reason: 'Invented fish weights',
    });
  });

  it('takes line breaks and exactly the longest reason', () => {
    expect(safeParse(ModerationReasonBodySchema, { reason: 'one\ntwo' }).success).toBe(true);
    const longest = 'x'.repeat(MAX_MODERATION_REASON_LENGTH);
    expect(safeParse(ModerationReasonBodySchema, { reason: longest }).success).toBe(true);
  });

  it.each([
    ['no reason', {}],
    ['a blank reason', { reason: '    ' }],
    ['a reason too short', { reason: 'ab' }],
    ['a reason too long', { reason: 'x'.repeat(MAX_MODERATION_REASON_LENGTH + 1) }],
    ['a control character', { reason: 'bad\u0007bell' }],
    ['a number', { reason: 42 }],
    ['an unknown key', { reason: 'cheating', toonId: 'x' }],
  ])('refuses %s', (_, body) => {
    expect(safeParse(ModerationReasonBodySchema, body).success).toBe(false);
  });
});

describe('a toon hidden by moderators', () => {
  const toon = {
    id: 't1',
    user: 'u1',
    name: 'Flippy',
    rod: 'Twig',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastEditedAt: '2026-01-01T00:00:00.000Z',
    isLinked: false,
    isVerified: false,
  };

  it('carries why (owner reads), or nothing', () => {
    const hidden = { scope: 'account', reason: 'Invented toons', at: '2026-01-02T00:00:00.000Z' };
    expect(ToonSchema.parse({ ...toon, hidden }).hidden).toEqual(hidden);
    expect(ToonSchema.parse(toon).hidden).toBeUndefined();
    expect(
      safeParse(ToonSchema, { ...toon, hidden: { scope: 'everything', reason: 'x', at: null } }).success,
    ).toBe(false);
  });
});
