// The last day of population samples, read once per sampling slot and short while instead of on
// every request: the chart changes only when a sample is written (once per slot, by some replica).
import type { PopulationSample } from 'shared-contracts/domain';
import { sampleSlot } from './population-history.js';

/** How long a read is reused within its slot, so another replica's late write shows up soon. */
export const HISTORY_REUSE_MS = 15_000;

interface Entry {
  slot: number;
  readAt: number;
  samples: Promise<PopulationSample[]>;
}

export function createHistoryCache(options: {
  intervalMs: number;
  read: (since: Date) => Promise<PopulationSample[]>;
}) {
  const entries = new Map<number, Entry>();
  return {
    /** Samples of the last `hours` as of `now`; one database read serves every caller meanwhile. */
    get(hours: number, now: number): Promise<PopulationSample[]> {
      const slot = sampleSlot(now, options.intervalMs).getTime();
      const entry = entries.get(hours);
      if (entry && entry.slot === slot && now - entry.readAt < HISTORY_REUSE_MS) return entry.samples;
      const samples = options.read(new Date(now - hours * 60 * 60 * 1000));
      const fresh = { slot, readAt: now, samples };
      entries.set(hours, fresh);
      // A failed read is not kept: the next caller tries again.
      samples.catch(() => {
        if (entries.get(hours) === fresh) entries.delete(hours);
      });
      return samples;
    },
  };
}
