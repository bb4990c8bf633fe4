import { afterEach, describe, expect, it } from 'vitest';
import { readLocalToons, saveLocalToon } from './local-toons';
import { saveUnverifiedToon, unverifiedMatch } from './save-unverified-toon';
import { makeToon } from './testing';

afterEach(() => window.localStorage.clear());

const scope = { storage: 'browser', uid: null } as const;
const fish = { '0-0': { weight: 30, caughtAt: '2026-03-01T10:00:00.000Z' } };

describe('saveUnverifiedToon in the browser (a game toon without an id)', () => {
  it('creates the toon by name, unverified and with no game toon id, and matches it by name the next time', async () => {
    const created = await saveUnverifiedToon(scope, [], 'Lady Picklesnout', () => ({ update: { fish } }));
    expect(created).toMatchObject({ created: true, changed: true });
    const [stored] = readLocalToons(null).toons;
    expect(stored).toMatchObject({
      name: 'Lady Picklesnout',
      toonId: null,
      verifiedAt: null,
      isVerified: false,
      fish2: {},
      totalFishWeight: 30,
    });
    if (!stored) throw new Error('expected a stored toon');

    let seen: unknown = 'not called';
    const again = await saveUnverifiedToon(scope, [stored], 'Lady Picklesnout', (existing) => {
      seen = existing?.id;
      return null;
    });
    expect(seen).toBe(stored.id);
    // Unchanged, but still the toon to show as linked.
    expect(again).toMatchObject({ toon: { id: stored.id }, created: false, changed: false });
    expect(readLocalToons(null).toons).toHaveLength(1);
  });

  it('never matches a toon linked to a game toon id: unverified data never reaches a verified toon', async () => {
    const verified = makeToon({ name: 'Lady Picklesnout', toonId: 'TTID-VERIFIED' });
    saveLocalToon(null, verified);
    expect(unverifiedMatch([verified], 'Lady Picklesnout')).toBeNull();
    const saved = await saveUnverifiedToon(scope, [verified], 'Lady Picklesnout', () => ({
      update: { fish },
    }));
    expect(saved?.created).toBe(true);
    const kept = readLocalToons(null).toons.find((toon) => toon.id === verified.id);
    expect(kept?.fish).toEqual({});
  });
});

describe('saveUnverifiedToon with a window’s own match', () => {
  it('creates a second toon of the same name when the matcher takes none of the candidates', async () => {
    const first = await saveUnverifiedToon(scope, [], 'Lady Picklesnout', () => ({ update: { fish } }));
    if (!first) throw new Error('expected a toon');
    const other = { '2-0': { weight: 40, caughtAt: '2026-03-01T10:00:00.000Z' } };
    const second = await saveUnverifiedToon(
      scope,
      readLocalToons(null).toons,
      'Lady Picklesnout',
      () => ({ update: { fish: other } }),
      () => null,
    );
    expect(second?.created).toBe(true);
    const stored = readLocalToons(null).toons;
    expect(stored.map((toon) => [toon.name, Object.keys(toon.fish)])).toEqual([
      ['Lady Picklesnout', ['0-0']],
      ['Lady Picklesnout', ['2-0']],
    ]);
  });
});
