import { describe, expect, it } from 'vitest';
import { SuitCurrencyAmountSchema } from './calculators.js';

describe('SuitCurrencyAmountSchema', () => {
  it('takes whole numbers typed as text, up to 100,000', () => {
    expect(SuitCurrencyAmountSchema.parse('2500')).toBe(2500);
    expect(SuitCurrencyAmountSchema.parse('100000')).toBe(100_000);
  });

  it('says the upper bound with thousands separated', () => {
    const result = SuitCurrencyAmountSchema.safeParse('100001');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter at most 100,000.');
  });

  it('refuses fractions and negatives with a reason', () => {
    expect(SuitCurrencyAmountSchema.safeParse('2.5').error?.issues[0]?.message).toBe('Enter a whole number.');
    expect(SuitCurrencyAmountSchema.safeParse('-1').error?.issues[0]?.message).toBe('Enter 0 or more.');
  });
});
