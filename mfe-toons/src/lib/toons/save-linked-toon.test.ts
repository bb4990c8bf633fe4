import { afterEach, describe, expect, it } from 'vitest';
import { readLocalToons } from './local-toons';
import { saveLinkedToon } from './save-linked-toon';

afterEach(() => window.localStorage.clear());

const scope = { storage: 'browser', uid: null } as const;
const plan = {
  name: 'Lady Picklesnout',
  update: { fish: { '0-0': { weight: 30, caughtAt: '2026-03-01T10:00:00.000Z' } } },
  report: { toonId: 'TTID-SAVE', fish: { '0-0': 30 } },
};

describe('saveLinkedToon in the browser', () => {
  it('creates the toon for a new game toon, linked and verified, and matches it the next time', async () => {
    const created = await saveLinkedToon(scope, [], 'TTID-SAVE', () => plan);
    expect(created?.created).toBe(true);
    const [stored] = readLocalToons(null).toons;
    expect(stored).toMatchObject({
      name: 'Lady Picklesnout',
      toonId: 'TTID-SAVE',
      isVerified: true,
      totalFishWeight: 30,
      fish2: { '0-0': { value: 30 } },
    });
    if (!stored) throw new Error('expected a stored toon');

    let seen: unknown = 'not called';
    const again = await saveLinkedToon(scope, [stored], 'TTID-SAVE', (existing) => {
      seen = existing?.id;
      return null;
    });
    expect(seen).toBe(stored.id);
    expect(again).toBeNull();
    expect(readLocalToons(null).toons).toHaveLength(1);
  });
});
