import { describe, expect, it } from 'vitest';
import { makeToon } from './testing';
import { applyVerificationLocally } from './verification';

const first = '2026-01-01T00:00:00.000Z';
const later = '2026-01-02T00:00:00.000Z';

describe('applyVerificationLocally', () => {
  it('links the toon on first sight and sets all four fields of each stat', () => {
    const toon = applyVerificationLocally(
      makeToon(),
      { toonId: 'TTID-A', fish: { '0-0': 40 }, stats: { 'golf:Courses Completed': 12 } },
      first,
    );
    expect(toon).toMatchObject({
      toonId: 'TTID-A',
      verifiedAt: first,
      isVerified: true,
      fish2: { '0-0': { firstVerifiedAt: first, verifiedAt: first, originalValue: 40, value: 40 } },
      verified: { 'golf:Courses Completed': { originalValue: 12, value: 12 } },
    });
  });

  it('moves a larger value on, keeps the first sighting, and ignores a smaller one', () => {
    const linked = applyVerificationLocally(
      makeToon(),
      { toonId: 'TTID-A', stats: { 'golf:Courses Completed': 12 } },
      first,
    );
    if (!linked) throw new Error('expected a change');
    const raised = applyVerificationLocally(
      linked,
      { toonId: 'TTID-A', stats: { 'golf:Courses Completed': 20 } },
      later,
    );
    expect(raised?.verified['golf:Courses Completed']).toEqual({
      firstVerifiedAt: first,
      verifiedAt: later,
      originalValue: 12,
      value: 20,
    });
    expect(
      applyVerificationLocally(linked, { toonId: 'TTID-A', stats: { 'golf:Courses Completed': 3 } }, later),
    ).toBeNull();
  });

  it('changes nothing for the same report twice', () => {
    const report = { toonId: 'TTID-A', fish: { '0-0': 40 } };
    const once = applyVerificationLocally(makeToon(), report, first);
    if (!once) throw new Error('expected a change');
    expect(applyVerificationLocally(once, report, later)).toBeNull();
  });

  it('refuses a report for a different game toon', () => {
    expect(() =>
      applyVerificationLocally(makeToon({ toonId: 'TTID-A' }), { toonId: 'TTID-B' }, first),
    ).toThrow(/TTID-A/);
  });
});
