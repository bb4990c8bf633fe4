import { GiveawayEntrySchema, GiveawayListSchema, PromotionListSchema } from 'shared-contracts/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopClient, shopClient } from '../testing/shop-client.js';
import { testShop } from '../testing/shop-fixture.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

let database: TestDatabase;
let api: ShopClient;
beforeAll(async () => {
  database = await createTestDatabase();
  api = shopClient(database, testShop, '2026-01-15T12:00:00.000Z');
});
afterAll(() => database.destroy());

const enter = (slug: string, token: string | null) =>
  api.call('POST', `/api/giveaways/${slug}/entries`, { token });

async function entered(token: string | null): Promise<Record<string, boolean>> {
  const list = GiveawayListSchema.parse(await (await api.call('GET', '/api/giveaways', { token })).json());
  return Object.fromEntries(list.giveaways.map((giveaway) => [giveaway.slug, giveaway.entered]));
}

describe('giveaways', () => {
  it('lists the giveaways with their dates and time zone', async () => {
    const list = GiveawayListSchema.parse(await (await api.call('GET', '/api/giveaways')).json());
    expect(list.giveaways.find((giveaway) => giveaway.slug === 'fall-2025')).toMatchObject({
      endsAt: '2025-10-31T23:59:59-07:00',
      timeZone: 'America/Los_Angeles',
      entered: false,
    });
  });

  it('takes one entry per registered user while open; a second is refused politely', async () => {
    await api.addUser('user:entrant');
    const first = await enter('open-one', 'user:entrant');
    expect(first.status).toBe(201);
    expect(GiveawayEntrySchema.parse(await first.json())).toEqual({
      giveawaySlug: 'open-one',
      enteredAt: '2026-01-15T12:00:00.000Z',
    });
    const second = await enter('open-one', 'user:entrant');
    expect(second.status).toBe(409);
    expect((await second.json()).error).toEqual({
      code: 'already_entered',
      message: 'You have already entered Open Giveaway. Thank you, and good luck!',
    });
    expect(await entered('user:entrant')).toEqual({ 'fall-2025': false, 'open-one': true });
    expect(await entered(null)).toEqual({ 'fall-2025': false, 'open-one': false });
  });

  it('parallel entries of one user store one', async () => {
    await api.addUser('user:eager');
    const responses = await Promise.all(Array.from({ length: 3 }, () => enter('open-one', 'user:eager')));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409]);
  });

  it('is closed after its end of day in its time zone, and open up to it', async () => {
    await api.addUser('user:timely');
    await api.addUser('user:late');
    api.setClock('2025-11-01T06:59:59.000Z'); // 23:59:59 on October 31 in Los Angeles
    expect((await enter('fall-2025', 'user:timely')).status).toBe(201);
    api.setClock('2025-11-01T07:00:00.000Z');
    const late = await enter('fall-2025', 'user:late');
    expect(late.status).toBe(409);
    expect((await late.json()).error).toEqual({
      code: 'giveaway_closed',
      message: 'Fall Giveaway has ended.',
    });
    api.setClock('2026-01-15T12:00:00.000Z');
  });

  it('needs a registered account, and a known giveaway', async () => {
    await api.addUser('anon:visitor');
    expect((await enter('open-one', null)).status).toBe(401);
    const anonymous = await enter('open-one', 'anon:visitor');
    expect(anonymous.status).toBe(403);
    expect((await anonymous.json()).error.message).toBe('Create an account to enter giveaways.');
    expect((await enter('no-such-giveaway', 'user:entrant')).status).toBe(404);
    expect((await enter('NOPE!', 'user:entrant')).status).toBe(400);
  });
});

describe('the shipped data', () => {
  it('has the fall 2025 giveaway ending October 31, 2025 in Los Angeles, and an open one', async () => {
    const shipped = shopClient(database, undefined);
    const list = GiveawayListSchema.parse(await (await shipped.call('GET', '/api/giveaways')).json());
    expect(list.giveaways.find((giveaway) => giveaway.slug === 'fall-2025')).toMatchObject({
      endsAt: '2025-10-31T23:59:59-07:00',
      timeZone: 'America/Los_Angeles',
    });
    expect(list.giveaways.some((giveaway) => Date.parse(giveaway.endsAt) > Date.now())).toBe(true);
  });

  it('has promotions, some expired', async () => {
    const shipped = shopClient(database, undefined);
    const list = PromotionListSchema.parse(await (await shipped.call('GET', '/api/promotions')).json());
    expect(list.promotions.some((promotion) => Date.parse(promotion.validUntil) < Date.now())).toBe(true);
    expect(list.promotions.some((promotion) => Date.parse(promotion.validUntil) > Date.now())).toBe(true);
  });
});
