// Issue 31, item 8: a game read holding a number the game cannot (a forged 5,000,000 Cog suit
// promotion target) is kept without that one value, in the browser and in the account's save, and
// a snapshot stored before the bounds still shows its owner's dashboard at once.
import type { ToonLinkData } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { withAccountSnapshot } from './account-snapshot';
import { suitViews } from './dashboard';
import { mergeSnapshot } from './snapshots';

const AT = '2026-11-27T10:00:00.000Z';
const forged: ToonLinkData = {
  toon: { id: 'TTID-FORGED', name: 'Forged Toon' },
  laff: { current: 100, max: 137 },
  cogsuits: {
    s: {
      department: 'Sellbot',
      hasDisguise: true,
      level: 12,
      promotion: { current: 2000, target: 5_000_000 },
    },
    c: { department: 'Bossbot', hasDisguise: true, level: 1, promotion: { current: 40, target: 100 } },
  },
};

describe('a game read with a number past the game facts', () => {
  it('is kept in the browser without that value alone', () => {
    const kept = mergeSnapshot({}, 'TTID-FORGED', forged, AT)['TTID-FORGED'];
    expect(kept?.data.cogsuits?.s?.promotion).toEqual({ current: 2000, target: null });
    expect(kept?.data.cogsuits?.s?.level).toBe(12);
    expect(kept?.data.cogsuits?.c).toEqual(forged.cogsuits?.c);
    expect(kept?.data.laff).toEqual(forged.laff);
  });

  it("is sent to the account without that value, so the api's check takes the save", () => {
    const plan = { name: 'Forged Toon', update: null, report: { toonId: 'TTID-FORGED' } };
    const save = withAccountSnapshot(plan, null, 'TTID-FORGED', forged, AT);
    expect(save?.snapshot?.data.cogsuits?.s?.promotion).toEqual({ current: 2000, target: null });
  });

  it('shows no plan for a target left out, and a plan for the suit beside it', () => {
    const kept = mergeSnapshot({}, 'TTID-FORGED', forged, AT)['TTID-FORGED'];
    const [sellbot, bossbot] = suitViews(kept?.data.cogsuits);
    expect(sellbot?.plan).toBeNull();
    expect(bossbot?.needed).toBe(60);
    expect(bossbot?.plan?.runs.totalRuns).toBe(1);
  });

  it('plans at once for a snapshot stored before the bounds (5,000,000 to go)', () => {
    const started = performance.now();
    const [sellbot] = suitViews(forged.cogsuits);
    expect(performance.now() - started).toBeLessThan(250);
    expect(sellbot?.needed).toBe(4_998_000);
    expect(sellbot?.plan?.runs.totalRuns).toBe(Math.ceil(4_998_000 / 905));
    expect(sellbot?.plan?.runs.earned).toBeGreaterThanOrEqual(4_998_000);
  });
});
