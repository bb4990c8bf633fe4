import { describe, expect, it } from 'vitest';
import {
  GameSettingsSchema,
  InvasionsSnapshotSchema,
  PopulationHistoryQuerySchema,
  PopulationHistorySchema,
  renditionUrl,
} from './game.js';

describe('game snapshots from the api', () => {
  const snapshot = {
    data: { error: null, invasions: {}, lastUpdated: 1_700_000_000 },
    fetchedAt: '2026-11-23T04:00:00.000Z',
    ageSeconds: 12,
    stale: false,
  };

  it('accepts a snapshot and rejects a malformed one', () => {
    expect(InvasionsSnapshotSchema.parse(snapshot)).toEqual(snapshot);
    expect(InvasionsSnapshotSchema.safeParse({ ...snapshot, ageSeconds: -1 }).success).toBe(false);
    expect(InvasionsSnapshotSchema.safeParse({ ...snapshot, fetchedAt: 'yesterday' }).success).toBe(false);
    expect(InvasionsSnapshotSchema.safeParse({ ...snapshot, data: { error: 'down' } }).success).toBe(false);
  });

  it('reads population history and its query', () => {
    const history = {
      samples: [
        { at: '2026-11-23T04:00:00.000Z', totalPopulation: 10, populationByDistrict: { Zapwood: 10 } },
      ],
      intervalSeconds: 300,
    };
    expect(PopulationHistorySchema.parse(history)).toEqual(history);
    expect(PopulationHistorySchema.safeParse({ ...history, intervalSeconds: 0 }).success).toBe(false);
    expect(PopulationHistoryQuerySchema.parse({})).toEqual({ hours: 24 });
    expect(PopulationHistoryQuerySchema.safeParse({ hours: '25' }).success).toBe(false);
  });

  it('builds rendition urls with the dna escaped', () => {
    expect(renditionUrl('https://r.example/', 'a b/c', 'doodle', 256)).toBe(
      'https://r.example/render/a%20b%2Fc/doodle/256x256.png',
    );
    expect(GameSettingsSchema.safeParse({ renditionBaseUrl: 'not a url' }).success).toBe(false);
  });
});
