import { describe, expect, it } from 'vitest';
import {
  DoodlesResponseSchema,
  FIELD_OFFICE_ZONES,
  FieldOfficesResponseSchema,
  InvasionsResponseSchema,
  isGameApiError,
  PopulationResponseSchema,
  parseInvasionProgress,
  parseInvasionType,
  SillyMeterResponseSchema,
} from './game.js';

describe('population', () => {
  const population = {
    error: null,
    totalPopulation: 1234,
    populationByDistrict: { Zapwood: 600, 'Kaboom Cliffs': 634 },
    statusByDistrict: { Zapwood: 'online', 'Kaboom Cliffs': 'draining' },
    lastUpdated: 1_700_000_000,
  };

  it('accepts data and the error shape', () => {
    expect(PopulationResponseSchema.parse(population)).toEqual(population);
    const error = PopulationResponseSchema.parse({ error: 'No data' });
    expect(isGameApiError(error)).toBe(true);
    expect(isGameApiError(population)).toBe(false);
  });

  it.each([
    ['an unknown status', { statusByDistrict: { Zapwood: 'sleepy' } }],
    ['a negative population', { totalPopulation: -1 }],
    ['a string count', { populationByDistrict: { Zapwood: '600' } }],
    ['a missing lastUpdated', { lastUpdated: undefined }],
  ])('rejects %s', (_label, patch) => {
    expect(PopulationResponseSchema.safeParse({ ...population, ...patch }).success).toBe(false);
  });
});

describe('invasions', () => {
  const invasions = {
    error: null,
    invasions: {
      Zapwood: { type: 'Version 2.0 Flunky', asOf: 1_700_000_000, progress: '120/3000' },
      Hiccup: { type: 'Cold Caller (Skelecog)', asOf: 1_700_000_000, progress: '0/1000' },
    },
    lastUpdated: 1_700_000_100,
  };

  it('accepts data and the error shape', () => {
    expect(InvasionsResponseSchema.parse(invasions)).toEqual(invasions);
    expect(InvasionsResponseSchema.safeParse({ error: 'Down for maintenance' }).success).toBe(true);
  });

  it('rejects a malformed progress or a missing type', () => {
    const bad = (invasion: object) => ({ ...invasions, invasions: { Zapwood: invasion } });
    expect(
      InvasionsResponseSchema.safeParse(bad({ type: 'Flunky', asOf: 1, progress: '12 of 30' })).success,
    ).toBe(false);
    expect(InvasionsResponseSchema.safeParse(bad({ asOf: 1, progress: '1/2' })).success).toBe(false);
    expect(InvasionsResponseSchema.safeParse({ error: 5 }).success).toBe(false);
  });

  it('parses invasion types', () => {
    expect(parseInvasionType('Flunky')).toEqual({ cog: 'Flunky', isSkelecog: false, isV2: false });
    expect(parseInvasionType('Version 2.0 Flunky')).toEqual({ cog: 'Flunky', isSkelecog: false, isV2: true });
    expect(parseInvasionType('Cold Caller (Skelecog)')).toEqual({
      cog: 'Cold Caller',
      isSkelecog: true,
      isV2: false,
    });
    expect(parseInvasionType('Version 2.0 Mr. Hollywood (Skelecog)')).toEqual({
      cog: 'Mr. Hollywood',
      isSkelecog: true,
      isV2: true,
    });
  });

  it('parses progress', () => {
    expect(parseInvasionProgress('120/3000')).toEqual({ defeated: 120, total: 3000 });
    expect(parseInvasionProgress('abc')).toBeNull();
  });
});

describe('field offices', () => {
  const offices = {
    lastUpdated: 1_700_000_000,
    fieldOffices: {
      '3100': { department: 's', difficulty: 0, annexes: 8, open: true, expiring: null },
      '5200': { department: 's', difficulty: 2, annexes: 0, open: false, expiring: 1_700_000_300 },
    },
  };

  it('accepts field offices and knows the zones', () => {
    expect(FieldOfficesResponseSchema.parse(offices)).toEqual(offices);
    expect(FIELD_OFFICE_ZONES['3100']).toBe('Walrus Way');
    expect(Object.keys(FIELD_OFFICE_ZONES)).toHaveLength(11);
  });

  it.each([
    ['an unknown department', { department: 'x', difficulty: 0, annexes: 1, open: true, expiring: null }],
    ['a string open flag', { department: 's', difficulty: 0, annexes: 1, open: 'yes', expiring: null }],
  ])('rejects %s', (_label, office) => {
    expect(
      FieldOfficesResponseSchema.safeParse({ ...offices, fieldOffices: { '3100': office } }).success,
    ).toBe(false);
  });

  it('reads a missing expiring (an office with annexes left) as null', () => {
    const office = { department: 's', difficulty: 0, annexes: 1, open: true };
    const parsed = FieldOfficesResponseSchema.parse({ ...offices, fieldOffices: { '3100': office } });
    expect(parsed.fieldOffices['3100']).toEqual({ ...office, expiring: null });
  });

  it('rejects a non-zone key', () => {
    const office = offices.fieldOffices['3100'];
    expect(
      FieldOfficesResponseSchema.safeParse({ ...offices, fieldOffices: { walrus: office } }).success,
    ).toBe(false);
  });
});

describe('doodles', () => {
  it('accepts doodles by district and playground', () => {
    const doodles = {
      Zapwood: { "Donald's Dock": [{ dna: 'dd0a01', traits: ['Calm', 'Playful'], cost: 280 }] },
    };
    expect(DoodlesResponseSchema.parse(doodles)).toEqual(doodles);
  });

  it('rejects malformed doodles', () => {
    expect(
      DoodlesResponseSchema.safeParse({ Zapwood: { TTC: [{ dna: 'x', traits: 'Calm', cost: 1 }] } }).success,
    ).toBe(false);
    expect(
      DoodlesResponseSchema.safeParse({ Zapwood: { TTC: [{ dna: 'x', traits: [], cost: -1 }] } }).success,
    ).toBe(false);
    expect(DoodlesResponseSchema.safeParse({ Zapwood: [] }).success).toBe(false);
  });
});

describe('silly meter', () => {
  const meter = {
    state: 'Active',
    hp: 2_500_000,
    rewards: ['Overjoyed Laff Meters', 'Double Jellybeans', 'Speedy Garden Growth'],
    rewardDescriptions: ['a', 'b', 'c'],
    winner: null,
    rewardPoints: [10, 20, 30],
    nextUpdateTimestamp: 1_700_000_000,
    asOf: 1_699_999_000,
  };

  it('accepts data and the error shape', () => {
    expect(SillyMeterResponseSchema.parse(meter)).toEqual(meter);
    expect(
      SillyMeterResponseSchema.parse({ ...meter, rewardPoints: null, winner: 'Double Jellybeans' }),
    ).toBeTruthy();
    expect(isGameApiError(SillyMeterResponseSchema.parse({ error: 'No cached response' }))).toBe(true);
  });

  it.each([
    ['an unknown state', { state: 'Sleeping' }],
    ['hp over the maximum', { hp: 5_000_001 }],
    ['negative hp', { hp: -1 }],
    ['rewards not strings', { rewards: [1, 2, 3] }],
    ['a missing asOf', { asOf: undefined }],
  ])('rejects %s', (_label, patch) => {
    expect(SillyMeterResponseSchema.safeParse({ ...meter, ...patch }).success).toBe(false);
  });
});
