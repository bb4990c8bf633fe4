/**
 * Numbers as the site writes them (US English: "12,345.6", "2.5%", "$1,250"), without `Intl`.
 * A page's first locale-aware format starts the browser's ICU number formatting, about 40 ms of
 * one task on the development machine and four times that on Lighthouse's phone, which every page
 * paid before its first paint. Dates keep `Intl.DateTimeFormat`: time zones need it.
 */

/** Writes a non-negative decimal without an exponent ("0.0000012", never "1.2e-6"). */
function plainDigits(value: number, maxFractionDigits: number): string {
  const fixed = value.toFixed(Math.min(100, maxFractionDigits));
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

function groupThousands(digits: string): string {
  const [whole = '', fraction] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

function signed(value: number, magnitude: (absolute: number) => string): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '-∞';
  const text = magnitude(Math.abs(value));
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** "1,234", "2.5", "0.125": grouped by thousands, at most `maxFractionDigits` decimals (3). */
export function formatNumber(value: number, maxFractionDigits = 3): string {
  return signed(value, (absolute) => groupThousands(plainDigits(absolute, maxFractionDigits)));
}

/** A ratio as a percentage with `significantDigits` digits (2): 0.025 is "2.5%", 0.3157 "32%". */
export function formatPercent(ratio: number, significantDigits = 2): string {
  return signed(ratio, (absolute) => {
    const percent = Number((absolute * 100).toPrecision(significantDigits));
    const decimals = Math.max(0, significantDigits - 1 - Math.floor(Math.log10(percent || 1)));
    return `${groupThousands(plainDigits(percent, decimals))}%`;
  });
}

/**
 * Whole US dollars, rounded to the nearest dollar (half a dollar up): $12,595.80 is "$12,596".
 * A total is summed exactly first and rounded once here, never summed from rounded parts.
 */
export function formatWholeDollars(amount: number): string {
  return signed(amount, (absolute) => {
    // Through whole cents, so 0.5 written as 0.49999… in binary still rounds up.
    const cents = Math.round(absolute * 100);
    return `$${groupThousands(plainDigits(Math.floor((cents + 50) / 100), 0))}`;
  });
}
