import { describe, expect, it } from 'vitest';
import { applyLinkedToonPlan } from '../../../lib/toons';
import { makeToon } from '../../../lib/toons/testing';
import { hasVisibleChanges, unverifiedToonName } from './link-event';
import { planLinkEvent, planUnverifiedLinkEvent } from './link-plan';

const now = '2026-03-01T10:00:00.000Z';
const data = {
  toon: { id: 'TTID-PLAN', name: 'Sir Noodlewhistle' },
  fish: { collection: { '0': { album: { '0': { weight: 20 } } } } },
};

describe('planLinkEvent', () => {
  it('creates a new toon named after the game toon', () => {
    const { plan, changes } = planLinkEvent(null, data, now);
    expect(plan?.name).toBe('Sir Noodlewhistle');
    expect(plan?.report.toonId).toBe('TTID-PLAN');
    expect(changes?.newFish).toEqual(['0-0']);
    expect(hasVisibleChanges(changes)).toBe(true);
  });

  it('gives a random name when the game name cannot be a toon name', () => {
    const { plan } = planLinkEvent(null, { ...data, toon: { id: 'TTID-PLAN', name: '' } }, now);
    expect(plan?.name).toMatch(/^\S+ \S+/);
  });

  it('plans nothing for an event that would change nothing', () => {
    const first = planLinkEvent(makeToon(), data, now).plan;
    if (!first) throw new Error('expected a plan');
    const linked = applyLinkedToonPlan(makeToon(), first, now).toon;
    expect(planLinkEvent(linked, data, '2026-03-01T10:00:30.000Z')).toEqual({
      plan: null,
      changes: null,
      usable: true,
      refusals: [],
    });
  });

  it('plans nothing for an event it cannot use', () => {
    expect(planLinkEvent(null, { toon: null }, now).plan).toBeNull();
  });
});

describe('an event without a game toon id (the official doc lists none)', () => {
  const withoutId = { ...data, toon: { name: 'Sir Noodlewhistle' } };

  it('is linked by the toon’s name, unverified: the same fields follow the game, nothing is reported', () => {
    expect(unverifiedToonName(withoutId)).toBe('Sir Noodlewhistle');
    const { plan, changes, usable } = planUnverifiedLinkEvent(null, withoutId, now);
    expect(usable).toBe(true);
    expect(plan).toEqual({ update: { fish: { '0-0': { weight: 20, caughtAt: now } } } });
    expect(plan).not.toHaveProperty('report');
    expect(changes?.newFish).toEqual(['0-0']);
  });

  it('plans nothing for the player’s toon when it would not change', () => {
    const toon = makeToon({ name: 'Sir Noodlewhistle', fish: { '0-0': { weight: 20, caughtAt: now } } });
    expect(planUnverifiedLinkEvent(toon, withoutId, now)).toEqual({
      plan: null,
      changes: null,
      usable: true,
      refusals: [],
    });
  });

  it('cannot be used without a valid toon name either', () => {
    expect(unverifiedToonName({ ...data, toon: { name: '' } })).toBeNull();
    expect(unverifiedToonName({ toon: null })).toBeNull();
    expect(planUnverifiedLinkEvent(null, { toon: { name: '' } }, now).usable).toBe(false);
  });
});
