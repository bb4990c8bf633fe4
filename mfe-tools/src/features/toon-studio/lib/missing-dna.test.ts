import { describe, expect, it } from 'vitest';
import { missingDnaNote } from './missing-dna';

describe('missingDnaNote', () => {
  it('says "has" for one Toon and "have" for more', () => {
    expect(missingDnaNote(1)).toBe(
      '1 of your Toons has no style DNA yet: ToonLink fills it in from the game.',
    );
    expect(missingDnaNote(3)).toBe(
      '3 of your Toons have no style DNA yet: ToonLink fills it in from the game.',
    );
  });
});
