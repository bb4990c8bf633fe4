import { describe, expect, it } from 'vitest';
import {
  ArcadeRecordsSchema,
  ArcadeSettingsSchema,
  CustomBoardSchema,
  parseArcadeSeedParam,
} from './arcade.js';

describe('arcade schemas', () => {
  it('read a seed from a link only when it is a whole number in 32 bits', () => {
    expect(parseArcadeSeedParam('20251123')).toBe(20251123);
    expect(parseArcadeSeedParam('4294967295')).toBe(4294967295);
    expect(parseArcadeSeedParam('4294967296')).toBeNull();
    expect(parseArcadeSeedParam('-1')).toBeNull();
    expect(parseArcadeSeedParam('1e3')).toBeNull();
    expect(parseArcadeSeedParam(null)).toBeNull();
  });

  it('keep custom boards within bounds and nine cells free', () => {
    expect(CustomBoardSchema.safeParse({ width: 30, height: 24, cogs: 711 }).success).toBe(true);
    expect(CustomBoardSchema.safeParse({ width: 30, height: 24, cogs: 712 }).success).toBe(false);
    expect(CustomBoardSchema.safeParse({ width: 4, height: 9, cogs: 3 }).success).toBe(false);
    expect(CustomBoardSchema.safeParse({ width: 9, height: 25, cogs: 3 }).success).toBe(false);
  });

  it('drop unknown or bad records and default to muted sound', () => {
    expect(ArcadeRecordsSchema.parse({ 'toons-up': 50, expert: -1, custom: 3 })).toEqual({ 'toons-up': 50 });
    expect(ArcadeRecordsSchema.parse('junk')).toEqual({});
    expect(ArcadeSettingsSchema.parse(null)).toEqual({ muted: true });
  });
});
