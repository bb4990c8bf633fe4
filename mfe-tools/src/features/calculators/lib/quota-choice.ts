import { parseAmountEntry } from './amount-entry';

export type QuotaChoice =
  | { ok: true; value: number; from: 'table' | 'override' }
  | { ok: false; reason: 'top-level' | 'invalid'; message: string };

/**
 * The quota the calculator works with: the one the player typed when there is one (their Shticker
 * Book wins over our table), else the table's for the chosen suit and level.
 */
export function chooseQuota(tableQuota: number | null, overrideText: string): QuotaChoice {
  if (overrideText.trim() === '') {
    return tableQuota === null
      ? {
          ok: false,
          reason: 'top-level',
          message: 'This suit is at its top level: there is no further promotion.',
        }
      : { ok: true, value: tableQuota, from: 'table' };
  }
  const typed = parseAmountEntry(overrideText);
  return typed.ok
    ? { ok: true, value: typed.value, from: 'override' }
    : { ok: false, reason: 'invalid', message: typed.message };
}
