import {
  PurchaseListSchema,
  PurchaseResultSchema,
  StoreCatalogueSchema,
  StoreItemSchema,
  TrinketListSchema,
  UserSchema,
} from 'shared-contracts/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopClient, shopClient } from '../testing/shop-client.js';
import { testShop } from '../testing/shop-fixture.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

let database: TestDatabase;
let api: ShopClient;
beforeAll(async () => {
  database = await createTestDatabase();
  api = shopClient(database, testShop);
});
afterAll(() => database.destroy());

const buy = (slug: string, token: string | null) =>
  api.call('POST', `/api/store/${slug}/purchases`, { token });

describe('the catalogue', () => {
  it('lists every item and answers one by slug', async () => {
    const list = StoreCatalogueSchema.parse(await (await api.call('GET', '/api/store')).json());
    expect(list.items.map((item) => item.slug)).toContain('badge-a');
    const one = await api.call('GET', '/api/store/badge-a');
    expect(StoreItemSchema.parse(await one.json()).title).toBe('Badge A');
  });

  it('is 404 for an unknown slug and 400 for a malformed one', async () => {
    const unknown = await api.call('GET', '/api/store/no-such-item');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe('There is no store item "no-such-item".');
    expect((await api.call('GET', '/api/store/Bad_Slug!')).status).toBe(400);
  });

  it('serves the shipped catalogue by default, with a web image for each item', async () => {
    const shipped = shopClient(database, undefined);
    const list = StoreCatalogueSchema.parse(await (await shipped.call('GET', '/api/store')).json());
    expect(list.items.some((item) => item.kind === 'trinket')).toBe(true);
    for (const item of list.items) {
      expect((await shipped.call('GET', item.image)).status, item.image).toBe(200);
    }
  });
});

describe('collecting and buying', () => {
  it('needs a registered account: 401 signed out, 403 anonymous', async () => {
    await api.addUser('anon:store-anon');
    expect((await buy('free-trinket', null)).status).toBe(401);
    const anonymous = await buy('free-trinket', 'anon:store-anon');
    expect(anonymous.status).toBe(403);
    expect((await anonymous.json()).error).toEqual({
      code: 'account_required',
      message: 'Create an account to collect it.',
    });
  });

  it('collects a free Trinket once: kept in the user document, listed as owned', async () => {
    await api.addUser('user:collector');
    const first = await buy('free-trinket', 'user:collector');
    expect(first.status).toBe(201);
    const result = PurchaseResultSchema.parse(await first.json());
    expect(result).toMatchObject({ purchase: { itemSlug: 'free-trinket', kind: 'collected', price: 0 } });

    const again = await buy('free-trinket', 'user:collector');
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('You already have Free Trinket.');

    const user = UserSchema.parse(
      await (await api.call('GET', '/api/users/collector', { token: 'user:collector' })).json(),
    );
    expect(user.trinkets).toEqual(['free-trinket']);

    const trinkets = TrinketListSchema.parse(
      await (await api.call('GET', '/api/trinkets', { token: 'user:collector' })).json(),
    );
    expect(trinkets.trinkets.map((trinket) => [trinket.slug, trinket.owned])).toEqual([
      ['free-trinket', true],
      ['old-trinket', false],
      ['future-trinket', false],
    ]);
    const anonymousView = TrinketListSchema.parse(await (await api.call('GET', '/api/trinkets')).json());
    expect(anonymousView.trinkets.every((trinket) => !trinket.owned)).toBe(true);
  });

  it('refuses items outside their window', async () => {
    await api.addUser('user:late');
    const ended = await buy('old-trinket', 'user:late');
    expect(ended.status).toBe(409);
    expect((await ended.json()).error.message).toBe('Old Trinket is no longer available.');
    expect((await buy('future-trinket', 'user:late')).status).toBe(409);
  });

  it('refuses a purchase the balance cannot cover, leaving it untouched', async () => {
    await api.addUser('user:short', 29);
    const response = await buy('badge-a', 'user:short');
    expect(response.status).toBe(409);
    expect((await response.json()).error).toEqual({
      code: 'not_enough_jellybeans',
      message: 'Badge A costs 30 jellybeans and you have 29.',
    });
    expect(await api.jellybeans('short')).toBe(29);
  });

  it('never double spends: parallel purchases of different items stop at the balance', async () => {
    await api.addUser('user:racer', 100);
    const slugs = ['badge-a', 'badge-b', 'badge-c', 'badge-d', 'badge-e'];
    const responses = await Promise.all(slugs.map((slug) => buy(slug, 'user:racer')));
    const statuses = responses.map((response) => response.status).sort();
    // 100 jellybeans buy three 30-jellybean badges, never four.
    expect(statuses).toEqual([201, 201, 201, 409, 409]);
    expect(await api.jellybeans('racer')).toBe(10);
    const list = PurchaseListSchema.parse(
      await (await api.call('GET', '/api/store/purchases', { token: 'user:racer' })).json(),
    );
    expect(list.purchases).toHaveLength(3);
  });

  it('never double spends: parallel purchases of the same item succeed once', async () => {
    await api.addUser('user:twin', 100);
    const responses = await Promise.all(Array.from({ length: 4 }, () => buy('badge-a', 'user:twin')));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await api.jellybeans('twin')).toBe(70);
  });

  it('lists purchases newest first', async () => {
    await api.addUser('user:history', 100);
    api.setClock('2026-02-01T00:00:00.000Z');
    await buy('badge-b', 'user:history');
    api.setClock('2026-02-02T00:00:00.000Z');
    await buy('free-trinket', 'user:history');
    api.setClock('2026-02-03T00:00:00.000Z');
    await buy('badge-c', 'user:history');
    const list = PurchaseListSchema.parse(
      await (await api.call('GET', '/api/store/purchases', { token: 'user:history' })).json(),
    );
    expect(list.purchases.map((purchase) => [purchase.itemSlug, purchase.kind, purchase.price])).toEqual([
      ['badge-c', 'bought', 30],
      ['free-trinket', 'collected', 0],
      ['badge-b', 'bought', 30],
    ]);
    expect(await api.jellybeans('history')).toBe(40);
    expect((await api.call('GET', '/api/store/purchases')).status).toBe(401);
  });
});
