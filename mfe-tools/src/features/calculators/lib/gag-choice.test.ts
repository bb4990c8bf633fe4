import { findGag } from 'trinket-game/data';
import { describe, expect, it } from 'vitest';
import { formatDamage, gagFromKey, gagKey } from './gag-choice';

describe('gag form values', () => {
  it('round-trips a gag through its key', () => {
    const cake = findGag('throw', 6);
    expect(cake && gagKey(cake)).toBe('throw-6');
    expect(gagFromKey('throw-6')?.name).toBe('Birthday Cake');
    expect(gagFromKey('')).toBeUndefined();
    expect(gagFromKey('throw-9')).toBeUndefined();
  });

  it('shows knock-back halves with one decimal', () => {
    expect(formatDamage(240)).toBe('240');
    expect(formatDamage(25.5)).toBe('25.5');
  });
});
