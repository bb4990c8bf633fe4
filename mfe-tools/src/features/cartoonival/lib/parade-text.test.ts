import { describe, expect, it } from 'vitest';
import { paradeText } from './parade-text';

describe('paradeText', () => {
  it.each([
    ['active', 'active', /marching right now/],
    ['in-transit', 'in-transit', /on its way/],
    ['dancing', 'unknown', /does not know/],
    [42, 'unknown', /does not know/],
  ])('reads %s as %s', (input, status, text) => {
    const result = paradeText(input);
    expect(result.status).toBe(status);
    expect(result.text).toMatch(text);
  });
});
