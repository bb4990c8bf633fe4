import { describe, expect, it } from 'vitest';
import { applyLinkedToonPlan } from '../../../lib/toons';
import { makeToon } from '../../../lib/toons/testing';
import { hasVisibleChanges, planLinkEvent } from './link-plan';

const now = '2026-03-01T10:00:00.000Z';
const data = {
  toon: { id: 'TTID-PLAN', name: 'Sir Noodlewhistle' },
  fish: { collection: { '0': { album: { '0': { weight: 12 } } } } },
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
    const linked = applyLinkedToonPlan(makeToon(), first, new Date(now));
    expect(planLinkEvent(linked, data, '2026-03-01T10:00:30.000Z')).toEqual({ plan: null, changes: null });
  });

  it('plans nothing for an event it cannot use', () => {
    expect(planLinkEvent(null, { toon: null }, now).plan).toBeNull();
  });
});
