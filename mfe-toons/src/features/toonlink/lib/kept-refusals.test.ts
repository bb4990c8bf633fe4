import { MAX_KEPT_REFUSAL_TOONS, ToonRefusalsSchema } from 'shared-contracts/domain';
import { toonRefusalsKey } from 'shared-contracts/storage-keys';
import { screenGameRead } from 'trinket-game/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { keepRefusals, mergeRefusals, onKeptRefusals, readKeptRefusals } from './kept-refusals';

const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const { refusals } = screenGameRead({ golf: [{ name: 'Foo', num: 1 }], racing: [{ name: 'Bar', num: 2 }] });

afterEach(() => localStorage.clear());

describe('mergeRefusals', () => {
  it('replaces a toon’s refusals, drops them when a read has none, and keeps the newest toons', () => {
    const kept = mergeRefusals({}, 'TTID-A', refusals, at(0));
    expect(kept).toEqual({ 'TTID-A': { at: at(0), refusals } });
    expect(mergeRefusals(kept, 'TTID-A', [], at(1))).toEqual({});
    let many = {};
    for (let index = 0; index <= MAX_KEPT_REFUSAL_TOONS; index += 1) {
      many = mergeRefusals(many, `TTID-${index}`, refusals, at(index));
    }
    expect(Object.keys(many)).toHaveLength(MAX_KEPT_REFUSAL_TOONS);
    expect(Object.keys(many)).not.toContain('TTID-0');
    expect(ToonRefusalsSchema.safeParse(many).success).toBe(true);
  });
});

describe('keepRefusals', () => {
  it('writes, and tells listeners, only when the set changes', () => {
    let told = 0;
    const stop = onKeptRefusals(() => {
      told += 1;
    });
    expect(keepRefusals('TTID-A', refusals, at(0))).toBe(true);
    expect(keepRefusals('TTID-A', refusals, at(1))).toBe(false);
    expect(readKeptRefusals()['TTID-A']).toEqual({ at: at(0), refusals });
    expect(keepRefusals('TTID-A', [], at(2))).toBe(true);
    expect(readKeptRefusals()).toEqual({});
    expect(told).toBe(2);
    stop();
  });

  it('reads nothing from storage that is not refusals', () => {
    localStorage.setItem(toonRefusalsKey.key, JSON.stringify({ x: { at: 'soon', refusals: 'all' } }));
    expect(readKeptRefusals()).toEqual({});
  });
});
