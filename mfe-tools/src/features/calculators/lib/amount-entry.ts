import { SuitCurrencyAmountSchema } from 'shared-contracts/domain';

export type AmountEntry = { ok: true; value: number } | { ok: false; message: string };

/** A typed amount of a suit currency (commas allowed, as the game writes them). */
export function parseAmountEntry(text: string): AmountEntry {
  const cleaned = text.replaceAll(',', '').trim();
  if (cleaned === '') return { ok: false, message: 'Enter a whole number.' };
  const result = SuitCurrencyAmountSchema.safeParse(cleaned);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Enter a whole number.' };
}
