import { describe, expect, it } from 'vitest';
import { isAccountEmail, MAX_EMAIL_LENGTH } from './account-email.js';
import { CreateUserBodySchema } from './user.js';

/** Addresses and whether an account may have them. */
const ACCOUNT_EMAIL_TABLE: readonly (readonly [string, boolean])[] = [
  ['flippy@toontown.example', true],
  ['qa#anon@example.com', true],
  ['a&b@example.com', true],
  ['x!y@example.com', true],
  ["o'brien+toons@example.co.uk", true],
  ['slash/eq=q?@example.com', true],
  ['{curly}|pipe~@example.com', true],
  ['first.last@sub-domain.example.org', true],
  ['UPPER@EXAMPLE.COM', true],
  ['flippy', false],
  ['flippy@', false],
  ['@example.com', false],
  ['flip py@example.com', false],
  ['flippy@example', false],
  ['a@@b.c', false],
  ['a@-example.com', false],
  ['a@example-.com', false],
  ['a@example..com', false],
  ['"quoted"@example.com', false],
  ['a@[127.0.0.1]', false],
  ['a(b)@example.com', false],
  ['a,b@example.com', false],
  ['ünï@example.com', false],
  [' flippy@toontown.example', false],
  [`${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}`, false],
];

describe('the account email rule', () => {
  it.each(ACCOUNT_EMAIL_TABLE)('%s → %s', (address, accepted) => {
    expect(isAccountEmail(address)).toBe(accepted);
  });

  it('is the rule of the api user document body', () => {
    for (const [address, accepted] of ACCOUNT_EMAIL_TABLE) {
      expect(CreateUserBodySchema.safeParse({ email: address, isAnonymous: false }).success, address).toBe(
        accepted,
      );
    }
  });

  it(`stops at ${MAX_EMAIL_LENGTH} characters`, () => {
    const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(isAccountEmail(at(MAX_EMAIL_LENGTH))).toBe(true);
    expect(isAccountEmail(at(MAX_EMAIL_LENGTH + 1))).toBe(false);
  });
});
