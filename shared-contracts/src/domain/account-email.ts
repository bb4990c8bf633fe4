import * as z from 'shared-contracts/zod';
import { lazySchema } from './lazy-schema.js';

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

// The one rule for an account's email address, used by the sign-up form (mfe-auth) and by the api's
// user documents, so an address one side takes the other never refuses.
//
// The local part is the WHATWG HTML "valid e-mail address" one (the rule of a browser's own
// <input type="email">, zod's z.regexes.html5Email): every RFC 5322 atext character, so `#`, `&`,
// `!`, `'`, `+`, `/`, `=`... are in, as Firebase Auth takes them. Quoted local parts and IP-literal
// domains are out, as they are in browsers. Unlike HTML, the domain needs a dot: an address at a
// bare host name (name@gmail) is a typo on a public site, and the form has always said so.
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
export const ACCOUNT_EMAIL_PATTERN = new RegExp(
  `^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})+$`,
);

/** An account's email address: {@link ACCOUNT_EMAIL_PATTERN}, at most {@link MAX_EMAIL_LENGTH} characters. */
export const AccountEmailSchema = lazySchema(() =>
  z.email({ pattern: ACCOUNT_EMAIL_PATTERN }).check(z.maxLength(MAX_EMAIL_LENGTH)),
);

/** Whether `value`, exactly as given (trim it first), is an address an account may have. */
export function isAccountEmail(value: string): boolean {
  return AccountEmailSchema.safeParse(value).success;
}
