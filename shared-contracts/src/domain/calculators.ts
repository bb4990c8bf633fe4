import * as z from 'shared-contracts/zod';
import { lazySchema } from './lazy-schema.js';

/**
 * Numbers typed into the calculators. The bounds keep the work small and refuse nonsense: no
 * promotion asks for anywhere near this much of a department's currency.
 */
export const MAX_SUIT_CURRENCY = 100_000;

/** Merits, cogbucks, jury notices or stock options as typed: a whole number, 0 to 100,000. */
export const SuitCurrencyAmountSchema = lazySchema(() =>
  z.coerce
    .number({ error: 'Enter a whole number.' })
    .check(
      z.int('Enter a whole number.'),
      z.gte(0, 'Enter 0 or more.'),
      z.lte(MAX_SUIT_CURRENCY, `Enter at most ${MAX_SUIT_CURRENCY.toLocaleString('en-US')}.`),
    ),
);
