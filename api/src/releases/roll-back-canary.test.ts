import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { arcadeChannel, seedArcadeCanary } from '../testing/arcade-canary-fixture.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { rollBackCanary } from './roll-back-canary.js';

const AT = new Date('2026-03-01T10:00:00.000Z');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** arcade with 1.0.0 live and 1.1.0 as a 50% canary, written directly. */
beforeEach(async () => {
  const { db } = database;
  await db.deleteFrom('remote_release_events').execute();
  await db.deleteFrom('remote_channels').execute();
  await db.deleteFrom('remote_releases').execute();
  await seedArcadeCanary(db, { releasedAt: AT, canaryAt: AT });
});

const channel = () => arcadeChannel(database.db);
const events = () => database.db.selectFrom('remote_release_events').selectAll().orderBy('id').execute();

describe('rollBackCanary', () => {
  it('ends the canary, keeps live, and records the figures that tripped it', async () => {
    const figures = { canary: { loads: 60, failures: 30 }, live: { loads: 60, failures: 0 } };
    const result = await rollBackCanary(database.db, 'arcade', {
      reason: 'canary load failures 50% over live 0%',
      figures,
      actor: 'auto',
      at: AT,
    });
    expect(result).toEqual({ ended: true, version: '1.1.0', percent: 50 });
    expect(await channel()).toMatchObject({
      live_version: '1.0.0',
      canary_version: null,
      canary_percent: null,
    });
    const [event] = await events();
    expect(event).toMatchObject({
      remote: 'arcade',
      action: 'auto-rollback',
      version: '1.1.0',
      from_version: '1.0.0',
      reason: 'canary load failures 50% over live 0%',
      figures,
      actor: 'auto',
    });
  });

  it('is done once when two replicas end the same canary at the same time', async () => {
    const results = await Promise.all(
      [1, 2].map(() =>
        rollBackCanary(database.db, 'arcade', { reason: 'failing', actor: 'auto', version: '1.1.0' }),
      ),
    );
    expect(results.filter((result) => result.ended)).toHaveLength(1);
    expect(await events()).toHaveLength(1);
  });

  it('leaves a canary alone that is no longer the version measured', async () => {
    expect(
      await rollBackCanary(database.db, 'arcade', { reason: 'failing', actor: 'auto', version: '1.0.9' }),
    ).toEqual({ ended: false });
    expect(await channel()).toMatchObject({ canary_version: '1.1.0', canary_percent: 50 });
    expect(await events()).toEqual([]);
  });

  it('records an operator ending it as canary-end, and finds nothing for a remote without a canary', async () => {
    await rollBackCanary(database.db, 'arcade', { reason: 'seen enough', actor: 'token' });
    expect((await events()).map((event) => event.action)).toEqual(['canary-end']);
    expect(await rollBackCanary(database.db, 'arcade', { reason: 'again', actor: 'token' })).toEqual({
      ended: false,
    });
    expect(await rollBackCanary(database.db, 'tools', { reason: 'none', actor: 'auto' })).toEqual({
      ended: false,
    });
    expect(await events()).toHaveLength(1);
  });
});
