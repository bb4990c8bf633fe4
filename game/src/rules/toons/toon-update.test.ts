import { describe, expect, it } from 'vitest';
import { testToonDocument as testDocument } from './testing.js';
import { applyToonUpdate, type ToonUpdateOutcome } from './toon-update.js';

function applied<T>(outcome: ToonUpdateOutcome<T>) {
  if (outcome.kind !== 'applied') throw new Error(`expected applied, got ${outcome.kind}`);
  return outcome;
}

const NOW = '2025-02-01T00:00:00.000Z';

describe('applyToonUpdate', () => {
  it('reports no change, returning the same document, when every sent field already holds its value', () => {
    const document = testDocument({
      fish: { '0-0': { weight: 3 }, '2-1': { weight: 4 } },
      golf: { Wins: 2 },
    });
    const outcome = applied(
      applyToonUpdate(
        document,
        { name: 'Purple Dog', fish: { '2-1': { weight: 4 }, '0-0': { weight: 3 } }, golf: { Wins: 2 } },
        NOW,
      ),
    );
    expect(outcome.changed).toBe(false);
    expect(outcome.document).toBe(document);
  });

  it('applies only the sent fields, stamps lastEditedAt and recomputes the totals', () => {
    const document = testDocument({ golf: { Wins: 2 } });
    const outcome = applied(
      applyToonUpdate(
        document,
        {
          rod: 'Gold',
          fish: { '0-0': { weight: 3 }, '2-1': { weight: 4.5 } },
          rewards: {
            sos: { Flippy: 2 },
            unites: { 'Gag-Up Squirt': 1 },
            summons: {},
            pinkSlips: 0,
            remotes: { X: 3 },
          },
        },
        NOW,
      ),
    );
    expect(outcome.changed).toBe(true);
    expect(outcome.document).toMatchObject({
      name: 'Purple Dog',
      rod: 'Gold',
      golf: { Wins: 2 },
      totalFishWeight: 7.5,
      totalSosCount: 2,
      totalUniteCount: 1,
      totalRemoteCount: 3,
      lastEditedAt: NOW,
      createdAt: document.createdAt,
    });
    expect(document.rod).toBe('Twig');
  });

  it('sees a removed entry as a change', () => {
    const document = testDocument({ buckets: { Estate: 2, 'Toontown Central': 1 } });
    const outcome = applied(applyToonUpdate(document, { buckets: { Estate: 2 } }, NOW));
    expect(outcome.changed).toBe(true);
    expect(outcome.document.buckets).toEqual({ Estate: 2 });
  });

  it('keeps a verified toon with its game toon: no new toonId, no clearing it', () => {
    const verified = testDocument({ toonId: 'TTID-A', verifiedAt: NOW });
    expect(applyToonUpdate(verified, { toonId: 'TTID-B' }, NOW)).toEqual({
      kind: 'toon-id-locked',
      toonId: 'TTID-A',
    });
    expect(applyToonUpdate(verified, { toonId: null }, NOW)).toEqual({
      kind: 'toon-id-locked',
      toonId: 'TTID-A',
    });
    expect(applied(applyToonUpdate(verified, { toonId: 'TTID-A', name: 'Blue Cat' }, NOW)).changed).toBe(
      true,
    );
    // A link typed in by hand, never verified, may still change.
    const typed = testDocument({ toonId: 'TTID-A' });
    expect(applied(applyToonUpdate(typed, { toonId: null }, NOW)).document.toonId).toBeNull();
  });
});
