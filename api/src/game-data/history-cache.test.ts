import type { PopulationSample } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { createHistoryCache, HISTORY_REUSE_MS } from './history-cache.js';

const INTERVAL = 5 * 60 * 1000;
const SLOT_START = 1_800_000_000_000 - (1_800_000_000_000 % INTERVAL);

function countingRead(results: PopulationSample[][] = [[]]) {
  const calls: Date[] = [];
  return {
    calls,
    read: async (since: Date) => {
      calls.push(since);
      return results[Math.min(calls.length - 1, results.length - 1)] ?? [];
    },
  };
}

describe('population history cache', () => {
  it('serves one read to every caller within its slot and reuse window', async () => {
    const source = countingRead();
    const cache = createHistoryCache({ intervalMs: INTERVAL, read: source.read });
    await Promise.all([
      cache.get(24, SLOT_START),
      cache.get(24, SLOT_START + 1),
      cache.get(24, SLOT_START + 2),
    ]);
    expect(source.calls).toHaveLength(1);
    expect(source.calls[0]?.getTime()).toBe(SLOT_START - 24 * 60 * 60 * 1000);
  });

  it('reads again in a new slot, after the reuse window and for another span', async () => {
    const sample = { at: new Date(SLOT_START).toISOString(), totalPopulation: 5, populationByDistrict: {} };
    const source = countingRead([[], [sample]]);
    const cache = createHistoryCache({ intervalMs: INTERVAL, read: source.read });
    expect(await cache.get(24, SLOT_START)).toEqual([]);
    expect(await cache.get(24, SLOT_START + HISTORY_REUSE_MS)).toEqual([sample]);
    await cache.get(24, SLOT_START + INTERVAL);
    await cache.get(12, SLOT_START + INTERVAL);
    expect(source.calls).toHaveLength(4);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const cache = createHistoryCache({
      intervalMs: INTERVAL,
      read: async () => {
        if (fail) throw new Error('database down');
        return [];
      },
    });
    await expect(cache.get(24, SLOT_START)).rejects.toThrow('database down');
    fail = false;
    await expect(cache.get(24, SLOT_START + 1)).resolves.toEqual([]);
  });
});
