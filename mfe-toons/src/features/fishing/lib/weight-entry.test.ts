import { describe, expect, it } from 'vitest';
import { parseWeightEntry } from './weight-entry';

// A made-up species for the arithmetic; real ranges live in shared-contracts/game-data.
const species = { name: 'Test Fish', minWeightLb: 1, maxWeightLb: 3 };

describe('parseWeightEntry', () => {
  it('converts pounds and ounces to ounces', () => {
    expect(parseWeightEntry('2', '5', species)).toEqual({ ok: true, ounces: 37 });
  });

  it('treats one blank box as zero', () => {
    expect(parseWeightEntry('2', '', species)).toEqual({ ok: true, ounces: 32 });
    expect(parseWeightEntry('', '20', species).ok).toBe(false);
    expect(parseWeightEntry(' ', '15', species).ok).toBe(false);
  });

  it('asks for a weight when both boxes are blank', () => {
    expect(parseWeightEntry('', ' ', species)).toEqual({
      ok: false,
      message: 'Enter the weight in pounds and ounces.',
    });
  });

  it('accepts the ends of the species range', () => {
    expect(parseWeightEntry('1', '0', species)).toEqual({ ok: true, ounces: 16 });
    expect(parseWeightEntry('3', '0', species)).toEqual({ ok: true, ounces: 48 });
  });

  it('refuses weights outside the species range, naming it', () => {
    expect(parseWeightEntry('0', '15', species)).toEqual({
      ok: false,
      message: 'Test Fish weighs from 1 lb to 3 lb.',
    });
    expect(parseWeightEntry('3', '1', species).ok).toBe(false);
  });

  it('refuses 16 ounces or more, negatives and fractions', () => {
    expect(parseWeightEntry('1', '16', species).ok).toBe(false);
    expect(parseWeightEntry('-1', '0', species).ok).toBe(false);
    expect(parseWeightEntry('1.5', '0', species).ok).toBe(false);
    expect(parseWeightEntry('1', 'two', species).ok).toBe(false);
  });
});
