import { describe, expect, it } from 'vitest';
import { CreateUserBodySchema, UserSchema } from './user.js';

describe('UserSchema', () => {
  const base = {
    uid: 'abc123',
    email: 'toon@example.com',
    isAnonymous: false,
    createdAt: '2025-01-02T03:04:05.000Z',
  };

  it('accepts a user and fills defaults', () => {
    expect(UserSchema.parse(base)).toEqual({ ...base, trinkets: [], jellybeans: 0 });
  });

  it('accepts an anonymous user with null email, trinkets and jellybeans', () => {
    const user = { ...base, email: null, isAnonymous: true, trinkets: ['flippy-plush'], jellybeans: 40 };
    expect(UserSchema.parse(user)).toEqual(user);
  });

  it.each([
    ['missing uid', { ...base, uid: undefined }],
    ['empty uid', { ...base, uid: '' }],
    ['non-boolean isAnonymous', { ...base, isAnonymous: 'no' }],
    ['non-ISO createdAt', { ...base, createdAt: 'yesterday' }],
    ['negative jellybeans', { ...base, jellybeans: -1 }],
    ['fractional jellybeans', { ...base, jellybeans: 1.5 }],
    ['non-string trinket', { ...base, trinkets: [1] }],
  ])('rejects %s', (_label, value) => {
    expect(UserSchema.safeParse(value).success).toBe(false);
  });
});

describe('CreateUserBodySchema', () => {
  it('accepts an email or null', () => {
    expect(CreateUserBodySchema.parse({ email: 'a@b.co', isAnonymous: false })).toEqual({
      email: 'a@b.co',
      isAnonymous: false,
    });
    expect(CreateUserBodySchema.parse({ email: null, isAnonymous: true }).email).toBeNull();
  });

  it.each([
    ['an invalid email', { email: 'not-an-email', isAnonymous: false }],
    ['a missing isAnonymous', { email: null }],
    ['unknown keys', { email: null, isAnonymous: true, admin: true }],
    ['a missing email', { isAnonymous: true }],
  ])('rejects %s', (_label, value) => {
    expect(CreateUserBodySchema.safeParse(value).success).toBe(false);
  });
});
