import { dashboardData, MAX_TOON_SNAPSHOTS } from 'shared-contracts/domain';
import { toonSnapshotsKey } from 'shared-contracts/storage-keys';
import { beforeEach, describe, expect, it } from 'vitest';
import { mergeSnapshot, readSnapshot, storeSnapshot } from './snapshots';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute)).toISOString();

describe('toon snapshots', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps only what the dashboard shows, marked as read from the game', () => {
    const merged = mergeSnapshot(
      {},
      'TTID-1',
      { laff: { current: 60, max: 80 }, golf: [{ name: 'x', num: 1 }] },
      at(0),
    );
    expect(merged['TTID-1']).toEqual({
      at: at(0),
      source: 'game',
      data: dashboardData({ laff: { current: 60, max: 80 } }),
    });
    expect(merged['TTID-1']?.data.golf).toBeUndefined();
  });

  it('replaces a toon snapshot, drops the oldest past the limit and refuses one too large', () => {
    let snapshots = {};
    for (let index = 0; index <= MAX_TOON_SNAPSHOTS; index += 1) {
      snapshots = mergeSnapshot(snapshots, `toon-${index}`, { laff: { current: index } }, at(index));
    }
    expect(Object.keys(snapshots)).toHaveLength(MAX_TOON_SNAPSHOTS);
    expect(Object.keys(snapshots)).not.toContain('toon-0');
    const huge = { tasks: [{ reward: 'x'.repeat(40_000) }] };
    expect(mergeSnapshot(snapshots, 'toon-1', huge, at(59))).toBe(snapshots);
  });

  it('stores and reads a snapshot in the browser, and ignores corrupt storage', () => {
    expect(storeSnapshot('TTID-1', { laff: { current: 60, max: 80 } }, at(5))).toBe(true);
    expect(readSnapshot('TTID-1')).toMatchObject({ at: at(5), data: { laff: { current: 60, max: 80 } } });
    window.localStorage.setItem(toonSnapshotsKey.key, JSON.stringify({ 'TTID-1': { at: 'soon' } }));
    expect(readSnapshot('TTID-1')).toBeNull();
  });
});
