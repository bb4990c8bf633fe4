import { MAX_LISTED_REFUSALS, type ToonLinkData, ToonSnapshotSchema } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { MAX_LAFF, MAX_PROMOTION_QUOTA, promotionRange } from '../../data/snapshot-limits.js';
import { gameSnapshot } from './game-snapshot.js';
import { screenSnapshotData } from './snapshot-screen.js';

/** A read a real toon could send: every number within the game's facts. */
function realRead(): ToonLinkData {
  return {
    toon: { id: 'TTID-REAL', name: 'Real Toon' },
    laff: { current: 120, max: 140 },
    location: {
      zone: 'Silly Street',
      neighborhood: 'Toontown Central',
      district: 'Zapwood',
      instanceId: 2100,
    },
    gags: {
      Throw: {
        gag: { level: 7, name: 'Wedding Cake' },
        organic: null,
        experience: { current: 10_500, next: 10_500 },
      },
      Squirt: {
        gag: { level: 5, name: 'Fire Hose' },
        organic: { level: 5, name: 'Fire Hose' },
        experience: { current: 2500, next: 6000 },
      },
      Drop: null,
    },
    tasks: [
      {
        objective: {
          text: 'Defeat 10 Cogs',
          where: 'Anywhere',
          progress: { text: '4 of 10', current: 4, target: 10 },
        },
      },
    ],
    invasion: { cog: 'Flunky', quantity: 3000, mega: false },
    flowers: {
      shovel: { id: 3, name: 'Gold Shovel', curSkill: 639, maxSkill: 640 },
      wateringCan: { id: 3, name: 'Huge Watering Can', curSkill: 400, maxSkill: 1000 },
    },
    cogsuits: {
      s: {
        department: 'Sellbot',
        hasDisguise: true,
        suit: { id: 7, name: 'Mr. Hollywood' },
        version: 1,
        level: 12,
        promotion: { current: 2000, target: 5500 },
      },
      c: {
        department: 'Bossbot',
        hasDisguise: true,
        suit: { id: 0, name: 'Flunky' },
        version: 1,
        level: 1,
        promotion: { current: 0, target: 100 },
      },
      l: { department: 'Lawbot', hasDisguise: false },
      m: null,
    },
    beans: { jar: { current: 250, max: 250 }, bank: { current: 12_000, max: 30_000 } },
  };
}

describe('a snapshot screened against the game facts (data/snapshot-limits.ts)', () => {
  it('keeps a real read as the game sent it', () => {
    const read = realRead();
    const screened = screenSnapshotData(read);
    expect(screened.refusals).toEqual([]);
    expect(screened.data).toEqual(read);
  });

  it('leaves out a forged 5,000,000 promotion target alone, naming it, and keeps the rest of the suit', () => {
    const read = realRead();
    const forged: ToonLinkData = {
      ...read,
      cogsuits: {
        ...read.cogsuits,
        s: { ...read.cogsuits?.s, promotion: { current: 2000, target: 5_000_000 } },
      },
    };
    const screened = screenSnapshotData(forged);
    expect(screened.refusals).toEqual([
      {
        path: ['cogsuits', 's', 'promotion', 'target'],
        value: 5_000_000,
        rule: 'not saved: the promotion quota of a level 12 sellbot suit is a whole number from 0 to 5,500; the game sent 5,000,000',
      },
    ]);
    expect(screened.data.cogsuits?.s).toEqual({
      ...read.cogsuits?.s,
      promotion: { current: 2000, target: null },
    });
    expect(screened.data.cogsuits?.c).toEqual(read.cogsuits?.c);
    expect(screened.data.laff).toEqual(read.laff);
  });

  it("bounds a promotion by the suit tables at the suit's level, the department's largest quota when the level has none", () => {
    // Level 1: only the Cold Caller (quota 20).
    expect(promotionRange('sellbot', 1)).toEqual({ min: 0, max: 20 });
    // Level 5 Bossbot: the Flunky's 800 is the largest of the five Cogs a level 5 suit can be.
    expect(promotionRange('bossbot', 5)).toEqual({ min: 0, max: 800 });
    expect(promotionRange('bossbot', 50)).toEqual({ min: 0, max: 23_300 });
    expect(promotionRange('sellbot', null)).toEqual({ min: 0, max: 5500 });
    expect(MAX_PROMOTION_QUOTA).toBe(23_300);
    const suit = (level: number, target: number) =>
      screenSnapshotData({
        cogsuits: { s: { hasDisguise: true, level, promotion: { current: 0, target } } },
      });
    expect(suit(1, 20).refusals).toEqual([]);
    expect(suit(1, 21).refusals.map((refusal) => refusal.path.join('.'))).toEqual([
      'cogsuits.s.promotion.target',
    ]);
    // A level past 50 is left out, and the promotion is then bounded by the department's largest quota.
    const past = suit(51, 5500);
    expect(past.refusals.map((refusal) => refusal.path.join('.'))).toEqual(['cogsuits.s.level']);
    expect(past.data.cogsuits?.s?.promotion?.target).toBe(5500);
  });

  it('leaves out each number past its bound, one by one', () => {
    const cases: [string, ToonLinkData][] = [
      ['laff.max', { laff: { current: 10, max: MAX_LAFF + 1 } }],
      ['laff.current', { laff: { current: -1, max: 100 } }],
      [
        'gags.Throw.experience.current',
        { gags: { Throw: { experience: { current: 10_501, next: 10_500 } } } },
      ],
      ['gags.Throw.experience.next', { gags: { Throw: { experience: { current: 10, next: 2.5 } } } }],
      ['gags.Throw.gag.level', { gags: { Throw: { gag: { level: 8, name: 'Eighth' } } } }],
      ['gags.Throw.organic.level', { gags: { Throw: { organic: { level: 0, name: 'None' } } } }],
      [
        'tasks.0.objective.progress.target',
        { tasks: [{ objective: { progress: { current: 1, target: 1_000_001 } } }] },
      ],
      ['invasion.quantity', { invasion: { cog: 'Flunky', quantity: 1e9 } }],
      ['flowers.shovel.curSkill', { flowers: { shovel: { curSkill: 641, maxSkill: 640 } } }],
      ['flowers.wateringCan.maxSkill', { flowers: { wateringCan: { curSkill: 1, maxSkill: 1001 } } }],
      ['cogsuits.c.version', { cogsuits: { c: { version: -2 } } }],
      ['beans.bank.current', { beans: { bank: { current: 1_000_001, max: 30_000 } } }],
      ['location.instanceId', { location: { zone: 'Silly Street', instanceId: 1.5 } }],
    ];
    for (const [path, read] of cases) {
      const screened = screenSnapshotData(read);
      expect(
        screened.refusals.map((refusal) => refusal.path.join('.')),
        path,
      ).toEqual([path]);
      const parts = path.split('.');
      const holder = parts
        .slice(0, -1)
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], screened.data);
      expect((holder as Record<string, unknown>)[parts.at(-1) ?? ''], path).toBeNull();
    }
  });

  it('leaves out every bad number of a flood, listing at most the usual count', () => {
    const tasks = Array.from({ length: 80 }, () => ({ objective: { progress: { current: -1, target: 5 } } }));
    const screened = screenSnapshotData({ tasks });
    expect(screened.refusals).toHaveLength(MAX_LISTED_REFUSALS);
    expect(screened.data.tasks?.every((task) => task.objective?.progress?.current === null)).toBe(true);
    expect(screened.data.tasks?.every((task) => task.objective?.progress?.target === 5)).toBe(true);
  });
});

describe('the snapshot the browser keeps (gameSnapshot)', () => {
  it('holds the read without its out-of-bounds numbers', () => {
    const read = realRead();
    const snapshot = gameSnapshot(
      {
        ...read,
        cogsuits: { s: { hasDisguise: true, level: 12, promotion: { current: 1, target: 5_000_000 } } },
      },
      '2026-11-27T10:00:00.000Z',
    );
    expect(snapshot?.data.cogsuits?.s?.promotion).toEqual({ current: 1, target: null });
    expect(snapshot?.data.laff).toEqual(read.laff);
  });

  it('still reads a snapshot stored before the bounds, whatever its numbers', () => {
    const stored = {
      at: '2026-11-01T10:00:00.000Z',
      source: 'game',
      data: {
        cogsuits: { s: { hasDisguise: true, level: 12, promotion: { current: 1, target: 5_000_000 } } },
      },
    };
    expect(ToonSnapshotSchema.parse(stored)).toEqual(stored);
  });
});
