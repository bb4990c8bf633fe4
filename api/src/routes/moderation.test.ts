// Moderation end to end through the api: reports, the moderator claim, hiding a toon or an account
// from Top Toons (and from this replica's cached pages at once), the reason its owner reads, and the
// audit log. Tokens are the fake verifier's: "mod:<uid>" carries the moderator claim.
import {
  AuditLogSchema,
  HiddenEntriesSchema,
  OpenReportsSchema,
  ToonReportSchema,
  ToonSchema,
  type TopToonsPage,
  TopToonsPageSchema,
} from 'shared-contracts/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_REPORTS_PER_REPORTER } from '../moderation/reports.js';
import { jsonRequest } from '../testing/json-request.js';
import { steppedClock } from '../testing/stepped-clock.js';
import { createTestApp } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

const OWNER = 'user:owner-1';
const REPORTER = 'user:reporter-1';
const MODERATOR = 'mod:mod-1';

let database: TestDatabase;
// The page cache's clock never moves: whatever Top Toons shows after a hide comes from a fresh read.
const clock = steppedClock();
let app: ReturnType<typeof createTestApp>['app'];
let cheat = '';
let honest = '';
let other = '';

const call = (method: string, path: string, token: string | null, body?: unknown) =>
  jsonRequest(app, method, path, { token, body });

async function created(token: string, name: string, pinkSlips: number): Promise<string> {
  const response = await call('POST', '/api/toons', token, { name, rewards: { pinkSlips } });
  expect(response.status).toBe(201);
  return ToonSchema.parse(await response.json()).id;
}

async function topToons(): Promise<TopToonsPage> {
  const response = await call('GET', '/api/top-toons?category=rewards', null);
  expect(response.status).toBe(200);
  return TopToonsPageSchema.parse(await response.json());
}
const rankedNames = async () => (await topToons()).entries.map((entry) => entry.name);

async function ownToon(id: string, token = OWNER) {
  const response = await call('GET', '/api/toons', token);
  expect(response.status).toBe(200);
  const { toons } = (await response.json()) as { toons: unknown[] };
  return toons.map((toon) => ToonSchema.parse(toon)).find((toon) => toon.id === id);
}

async function auditLog() {
  const response = await call('GET', '/api/moderation/log', MODERATOR);
  expect(response.status).toBe(200);
  return AuditLogSchema.parse(await response.json()).entries;
}

async function openReports() {
  const response = await call('GET', '/api/moderation/reports', MODERATOR);
  expect(response.status).toBe(200);
  return OpenReportsSchema.parse(await response.json()).reports;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database, { topToons: { clock } }).app;
  cheat = await created(OWNER, 'Cheaty McCheat', 250);
  honest = await created(OWNER, 'Honest Abe', 5);
  other = await created('user:someone-else', 'Bystander', 3);
});
afterAll(() => database?.destroy());

describe('reporting a Top Toons entry', () => {
  it('a registered player reports it once, with a reason; the audit log records it', async () => {
    const response = await call('POST', `/api/top-toons/${cheat}/reports`, REPORTER, {
      reason: '  900 pink slips is impossible  ',
    });
    expect(response.status).toBe(201);
    const report = ToonReportSchema.parse(await response.json());
    expect(report).toMatchObject({ toonId: cheat, reason: '900 pink slips is impossible', status: 'open' });

    const again = await call('POST', `/api/top-toons/${cheat}/reports`, REPORTER, {
      reason: 'Still cheating',
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('already_reported');

    const [entry] = await auditLog();
    expect(entry).toMatchObject({
      actorUid: 'reporter-1',
      action: 'report',
      toonId: cheat,
      accountUid: 'owner-1',
      reportId: report.id,
      reason: '900 pink slips is impossible',
    });
  });

  it('refuses an anonymous player, a signed-out visitor, no reason, and a toon that is not an entry', async () => {
    const anonymous = await call('POST', `/api/top-toons/${honest}/reports`, 'anon:guest', {
      reason: 'Cheater!',
    });
    expect(anonymous.status).toBe(403);
    expect((await anonymous.json()).error.code).toBe('account_required');
    const signedOut = await call('POST', `/api/top-toons/${honest}/reports`, null, { reason: 'Cheater!' });
    expect(signedOut.status).toBe(401);
    for (const body of [
      {},
      { reason: 'no' },
      { reason: 'x'.repeat(501) },
      { reason: 'Cheater!', extra: 1 },
    ]) {
      const bad = await call('POST', `/api/top-toons/${honest}/reports`, REPORTER, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const missing = await call('POST', '/api/top-toons/no-such-toon/reports', REPORTER, {
      reason: 'Cheater!',
    });
    expect(missing.status).toBe(404);
    const anonymousToon = await created('anon:guest', 'Guest Toon', 1);
    const unranked = await call('POST', `/api/top-toons/${anonymousToon}/reports`, REPORTER, {
      reason: 'Cheater!',
    });
    expect(unranked.status).toBe(404);
    expect(await openReports()).toHaveLength(1);
  });

  it(`keeps at most ${MAX_OPEN_REPORTS_PER_REPORTER} open reports per player`, async () => {
    const ids = [];
    for (let i = 0; i <= MAX_OPEN_REPORTS_PER_REPORTER; i++)
      ids.push(await created('user:many', `Many ${i}`, 0));
    const statuses = [];
    for (const id of ids) {
      statuses.push(
        (await call('POST', `/api/top-toons/${id}/reports`, 'user:busy', { reason: 'Suspicious' })).status,
      );
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_OPEN_REPORTS_PER_REPORTER);
    expect(statuses.at(-1)).toBe(409);
    // Cleared for the tests below: a moderator dismisses each.
    for (const report of (await openReports()).filter((open) => open.reporterUid === 'busy')) {
      const dismissed = await call('POST', `/api/moderation/reports/${report.id}/dismiss`, MODERATOR, {
        reason: 'Not cheating',
      });
      expect(dismissed.status).toBe(204);
    }
  });
});

describe('moderation is for moderators only', () => {
  const routes: [string, string][] = [
    ['GET', '/api/moderation/reports'],
    ['GET', '/api/moderation/hidden'],
    ['GET', '/api/moderation/log'],
    ['POST', '/api/moderation/reports/1/dismiss'],
    ['POST', '/api/moderation/toons/x/hide'],
    ['POST', '/api/moderation/toons/x/unhide'],
    ['POST', '/api/moderation/accounts/x/hide'],
    ['POST', '/api/moderation/accounts/x/unhide'],
  ];
  it.each(routes)('%s %s: 403 for a player, 401 signed out', async (method, path) => {
    const body = method === 'POST' ? { reason: 'Because I say so' } : undefined;
    for (const token of [REPORTER, OWNER, 'anon:guest']) {
      const response = await call(method, path, token, body);
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('moderator_only');
    }
    expect((await call(method, path, null, body)).status).toBe(401);
  });

  it('a claim in the body counts for nothing', async () => {
    const response = await call('POST', `/api/moderation/toons/${cheat}/hide`, REPORTER, {
      reason: 'Cheating',
      moderator: true,
    });
    expect(response.status).toBe(403);
    expect(await rankedNames()).toContain('Cheaty McCheat');
  });
});

describe('hiding a toon', () => {
  it('the moderator sees the open report with its toon and owner', async () => {
    expect(await openReports()).toEqual([
      expect.objectContaining({
        toonId: cheat,
        toonName: 'Cheaty McCheat',
        ownerUid: 'owner-1',
        reporterUid: 'reporter-1',
        reason: '900 pink slips is impossible',
      }),
    ]);
  });

  it('drops it from Top Toons at once, cached pages included, and answers its reports', async () => {
    const before = await topToons();
    expect(before.entries[0]?.name).toBe('Cheaty McCheat');
    const hide = await call('POST', `/api/moderation/toons/${cheat}/hide`, MODERATOR, {
      reason: 'Pink slips beyond anything the game gives',
    });
    expect(hide.status).toBe(204);
    const after = await topToons();
    expect(after.entries.map((entry) => entry.id)).not.toContain(cheat);
    expect(after.total).toBe(before.total - 1);
    expect(after.entries[0]?.name).toBe('Honest Abe');
    expect(await openReports()).toEqual([]);

    const twice = await call('POST', `/api/moderation/toons/${cheat}/hide`, MODERATOR, { reason: 'Again' });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.code).toBe('already_hidden');
    const unknown = await call('POST', '/api/moderation/toons/nobody/hide', MODERATOR, {
      reason: 'Cheating',
    });
    expect(unknown.status).toBe(404);
  });

  it('its owner reads why on their toon; nobody else sees more than its absence', async () => {
    expect((await ownToon(cheat))?.hidden).toMatchObject({
      scope: 'toon',
      reason: 'Pink slips beyond anything the game gives',
    });
    expect((await ownToon(honest))?.hidden).toBeUndefined();
    const publicRead = await call('GET', `/api/toons/${cheat}`, REPORTER);
    expect(publicRead.status).toBe(200);
    expect(await publicRead.json()).not.toHaveProperty('hidden');
    const signedOut = await call('GET', `/api/toons/${cheat}`, null);
    expect(await signedOut.json()).not.toHaveProperty('hidden');
    // The owner's edit keeps it hidden.
    const edit = await call('PUT', `/api/toons/${cheat}`, OWNER, { rewards: { pinkSlips: 251 } });
    expect(edit.status).toBe(200);
    expect(ToonSchema.parse(await edit.json()).hidden?.scope).toBe('toon');
    expect(await rankedNames()).not.toContain('Cheaty McCheat');
  });

  it('is listed as hidden, a report of it is refused, and unhiding brings it back', async () => {
    const hidden = HiddenEntriesSchema.parse(
      await (await call('GET', '/api/moderation/hidden', MODERATOR)).json(),
    );
    expect(hidden.toons).toEqual([
      expect.objectContaining({
        toonId: cheat,
        ownerUid: 'owner-1',
        hiddenBy: 'mod-1',
        toonName: 'Cheaty McCheat',
      }),
    ]);
    const report = await call('POST', `/api/top-toons/${cheat}/reports`, 'user:late', { reason: 'Cheating' });
    expect(report.status).toBe(404);

    const unhide = await call('POST', `/api/moderation/toons/${cheat}/unhide`, MODERATOR, {
      reason: 'The owner fixed the count',
    });
    expect(unhide.status).toBe(204);
    expect((await topToons()).entries[0]?.id).toBe(cheat);
    expect((await ownToon(cheat))?.hidden).toBeUndefined();
    const again = await call('POST', `/api/moderation/toons/${cheat}/unhide`, MODERATOR, { reason: 'Again' });
    expect((await again.json()).error.code).toBe('not_hidden');
  });
});

describe('hiding an account', () => {
  it('drops all its toons, even one made afterwards, and shows them again when unhidden', async () => {
    const total = (await topToons()).total;
    const hide = await call('POST', '/api/moderation/accounts/owner-1/hide', MODERATOR, {
      reason: 'Every toon of this account is invented',
    });
    expect(hide.status).toBe(204);
    const names = await rankedNames();
    expect(names).not.toContain('Cheaty McCheat');
    expect(names).not.toContain('Honest Abe');
    expect(names).toContain('Bystander');
    expect((await topToons()).total).toBe(total - 2);

    const later = await created(OWNER, 'Made Later', 252);
    expect(await rankedNames()).not.toContain('Made Later');
    expect((await ownToon(later))?.hidden).toMatchObject({
      scope: 'account',
      reason: 'Every toon of this account is invented',
    });
    const hidden = HiddenEntriesSchema.parse(
      await (await call('GET', '/api/moderation/hidden', MODERATOR)).json(),
    );
    expect(hidden.accounts).toEqual([
      expect.objectContaining({ uid: 'owner-1', toons: 3, hiddenBy: 'mod-1' }),
    ]);
    const unknown = await call('POST', '/api/moderation/accounts/nobody/hide', MODERATOR, {
      reason: 'Cheating',
    });
    expect(unknown.status).toBe(404);

    const unhide = await call('POST', '/api/moderation/accounts/owner-1/unhide', MODERATOR, {
      reason: 'Appeal accepted',
    });
    expect(unhide.status).toBe(204);
    expect(await rankedNames()).toEqual(
      expect.arrayContaining(['Cheaty McCheat', 'Honest Abe', 'Made Later']),
    );
    expect((await topToons()).total).toBe(total + 1);
    expect((await ownToon(later))?.hidden).toBeUndefined();
  });

  it('a toon hidden on its own stays hidden when its account is shown again', async () => {
    expect(
      (await call('POST', `/api/moderation/toons/${other}/hide`, MODERATOR, { reason: 'Copied toon' }))
        .status,
    ).toBe(204);
    await call('POST', '/api/moderation/accounts/someone-else/hide', MODERATOR, { reason: 'Alt account' });
    expect((await ownToon(other, 'user:someone-else'))?.hidden?.scope).toBe('toon');
    await call('POST', '/api/moderation/accounts/someone-else/unhide', MODERATOR, { reason: 'Not an alt' });
    expect(await rankedNames()).not.toContain('Bystander');
    await call('POST', `/api/moderation/toons/${other}/unhide`, MODERATOR, { reason: 'Not copied' });
    expect(await rankedNames()).toContain('Bystander');
  });
});

describe('the audit log', () => {
  it('has every action: who, what, when and why, newest first', async () => {
    const entries = await auditLog();
    const actions = entries
      .filter((entry) => entry.toonId === cheat || entry.accountUid === 'owner-1')
      .map((entry) => [entry.action, entry.actorUid, entry.reason]);
    expect(actions).toEqual([
      ['unhide-account', 'mod-1', 'Appeal accepted'],
      ['hide-account', 'mod-1', 'Every toon of this account is invented'],
      ['unhide-toon', 'mod-1', 'The owner fixed the count'],
      ['hide-toon', 'mod-1', 'Pink slips beyond anything the game gives'],
      ['report', 'reporter-1', '900 pink slips is impossible'],
    ]);
    const dismissals = entries.filter((entry) => entry.action === 'dismiss-report');
    expect(dismissals).toHaveLength(MAX_OPEN_REPORTS_PER_REPORTER);
    expect(dismissals[0]).toMatchObject({ actorUid: 'mod-1', reason: 'Not cheating', accountUid: 'many' });
    for (const entry of entries) expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
    const rows = await database.db.selectFrom('moderation_log').select('action').execute();
    expect(rows).toHaveLength(entries.length);
  });

  it('a dismissed report cannot be dismissed again', async () => {
    const [dismissal] = (await auditLog()).filter((entry) => entry.action === 'dismiss-report');
    const again = await call('POST', `/api/moderation/reports/${dismissal?.reportId}/dismiss`, MODERATOR, {
      reason: 'Twice',
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('report_closed');
    const missing = await call('POST', '/api/moderation/reports/999999/dismiss', MODERATOR, {
      reason: 'Nope',
    });
    expect(missing.status).toBe(404);
    const bad = await call('POST', '/api/moderation/reports/abc/dismiss', MODERATOR, { reason: 'Nope' });
    expect(bad.status).toBe(400);
  });
});
