import { describe, expect, it } from 'vitest';
import { testDocument } from '../testing/toon-document.js';
import { applyToonUpdate } from './apply-update.js';

const NOW = '2025-02-01T00:00:00.000Z';

describe('applyToonUpdate', () => {
  it('reports no change, returning the same document, when every sent field already holds its value', () => {
    const document = testDocument({
      fish: { '0-0': { weight: 3 }, '2-1': { weight: 4 } },
      golf: { Wins: 2 },
    });
    const outcome = applyToonUpdate(
      document,
      { name: 'Purple Dog', fish: { '2-1': { weight: 4 }, '0-0': { weight: 3 } }, golf: { Wins: 2 } },
      NOW,
    );
    expect(outcome.changed).toBe(false);
    expect(outcome.document).toBe(document);
  });

  it('applies only the sent fields, stamps lastEditedAt and recomputes the totals', () => {
    const document = testDocument({ golf: { Wins: 2 } });
    const outcome = applyToonUpdate(
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
    const outcome = applyToonUpdate(document, { buckets: { Estate: 2 } }, NOW);
    expect(outcome.changed).toBe(true);
    expect(outcome.document.buckets).toEqual({ Estate: 2 });
  });
});
