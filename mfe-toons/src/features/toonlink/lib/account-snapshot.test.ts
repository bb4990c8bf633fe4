import { dashboardData, MAX_TOON_SNAPSHOT_CHARS, type ToonLinkData } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { makeToon } from '../../../lib/toons/testing';
import { ACCOUNT_SNAPSHOT_REFRESH_MS, withAccountSnapshot } from './account-snapshot';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 26, 10) + ms).toISOString();
const data: ToonLinkData = {
  toon: { id: 'TTID-1', name: 'Purple Dog' },
  laff: { current: 60, max: 80 },
  golf: [{ name: 'Courses Completed', num: 3 }],
};
const snapshotAt = (ms: number, game = data) => ({
  at: at(ms),
  source: 'game' as const,
  data: dashboardData(game),
});
const plan = { name: 'Purple Dog', update: { rod: 'Gold' as const }, report: { toonId: 'TTID-1' } };

describe('withAccountSnapshot', () => {
  it('adds the snapshot (dashboard sections only) to the save of an event that changes the toon', () => {
    expect(withAccountSnapshot(plan, null, 'TTID-1', data, at(0))).toEqual({
      ...plan,
      snapshot: snapshotAt(0),
    });
  });

  it('saves the snapshot alone when only it changed, or the account has none', () => {
    const stale = makeToon({ toonId: 'TTID-1', snapshot: snapshotAt(0, { ...data, laff: { current: 10 } }) });
    expect(withAccountSnapshot(null, stale, 'TTID-1', data, at(1000))).toEqual({
      name: 'Purple Dog',
      update: null,
      report: { toonId: 'TTID-1' },
      snapshot: snapshotAt(1000),
    });
    const none = makeToon({ toonId: 'TTID-1' });
    expect(withAccountSnapshot(null, none, 'TTID-1', data, at(0))?.snapshot).toEqual(snapshotAt(0));
  });

  it('sends nothing while the game sends the same data, until the account read is stale', () => {
    const same = makeToon({ toonId: 'TTID-1', snapshot: snapshotAt(0) });
    // The same data in another key order (as the database returns it) is the same snapshot.
    const reordered: ToonLinkData = {
      laff: { max: 80, current: 60 },
      toon: { name: 'Purple Dog', id: 'TTID-1' },
    };
    expect(withAccountSnapshot(null, same, 'TTID-1', reordered, at(30_000))).toBeNull();
    expect(withAccountSnapshot(null, same, 'TTID-1', data, at(ACCOUNT_SNAPSHOT_REFRESH_MS - 1))).toBeNull();
    expect(
      withAccountSnapshot(null, same, 'TTID-1', data, at(ACCOUNT_SNAPSHOT_REFRESH_MS))?.snapshot,
    ).toEqual(snapshotAt(ACCOUNT_SNAPSHOT_REFRESH_MS));
  });

  it('leaves out a snapshot too large to keep', () => {
    const huge: ToonLinkData = { ...data, toon: { id: 'TTID-1', name: 'x'.repeat(MAX_TOON_SNAPSHOT_CHARS) } };
    expect(withAccountSnapshot(plan, null, 'TTID-1', huge, at(0))).toBe(plan);
    expect(withAccountSnapshot(null, makeToon({ toonId: 'TTID-1' }), 'TTID-1', huge, at(0))).toBeNull();
  });
});
