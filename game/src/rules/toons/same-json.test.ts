import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json.js';

describe('sameJson', () => {
  it.each([
    [
      { a: 1, b: { c: [1, 2] } },
      { b: { c: [1, 2] }, a: 1 },
    ],
    [null, null],
    ['x', 'x'],
    [[], []],
    [{ a: 1, b: undefined }, { a: 1 }],
  ])('treats %j and %j as equal', (a, b) => {
    expect(sameJson(a, b)).toBe(true);
  });

  it.each([
    [{ a: 1 }, { a: 1, b: 1 }],
    [{ a: 1, b: 1 }, { a: 1 }],
    [{ a: 1 }, { b: 1 }],
    [
      [1, 2],
      [2, 1],
    ],
    [{ a: null }, { a: undefined }],
    [
      { a: 1, b: undefined },
      { a: 1, c: 2 },
    ],
    [{}, []],
    [0, false],
    [{ a: { b: 1 } }, { a: { b: 2 } }],
  ])('tells %j from %j', (a, b) => {
    expect(sameJson(a, b)).toBe(false);
  });
});
