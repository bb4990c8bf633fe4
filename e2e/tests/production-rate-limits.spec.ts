/**
 * The production topology's per-address budgets (issue 35): the two api replicas share them through
 * Redis, and behind nginx each visitor's address has its own, whatever X-Forwarded-For a visitor
 * sends. The budget used is the telemetry beacons' (POST /api/telemetry, per address per minute, no
 * sign-in): each beacon here names a remote the site does not have, so the api spends the budget and
 * drops the report (202, counted 0), and no figure of a real remote moves. Each test takes loopback
 * addresses of its own (127/8), so its budgets start full whatever ran in the last minute.
 */
import { expect, test } from '@playwright/test';
import {
  type Answer,
  canConnectFrom,
  freshLoopbackAddress,
  needsProductionTopology,
  requestFrom,
  topologyState,
} from '../support/production-topology';
import { baseUrl } from '../support/target-site';

test.describe('rate limits across replicas and visitors', { tag: '@production' }, () => {
  needsProductionTopology();

  const beacon = JSON.stringify({
    events: [{ kind: 'lcp', remote: 'production-probe', version: 'build', lcpMs: 1 }],
  });
  /** The most beacons a test sends before it expects the budget spent. */
  const MAX_BUDGET = 500;

  const sendBeacon = (from: string, origin: string, headers: Record<string, string> = {}): Promise<Answer> =>
    requestFrom(from, `${origin}/api/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...headers },
      body: beacon,
    });

  /** Beacons from `from` to `origin` until the first 429: how many were taken before it. */
  async function spendAll(from: string, origin: string, headers: Record<string, string> = {}) {
    for (let taken = 0; taken <= MAX_BUDGET; taken += 1) {
      const answer = await sendBeacon(from, origin, headers);
      if (answer.status === 429) return taken;
      expect(answer.status, answer.body).toBe(202);
    }
    throw new Error(`no 429 after ${MAX_BUDGET} beacons from ${from}`);
  }

  test.beforeEach(async () => {
    test.skip(!(await canConnectFrom('127.0.0.2')), 'this system does not answer on all of 127/8');
  });

  test('the replicas share one budget through Redis: a budget of N gives N successes across both, not 2N', async () => {
    const replicas = topologyState()?.replicas ?? [];
    test.skip(replicas.length < 2, 'the topology runs one replica (--replicas 1)');
    const [first, second] = replicas.map((replica) => replica.url);
    if (!first || !second) throw new Error('two replicas expected');

    // A visitor that reaches a replica's port directly is counted by its socket's address.
    const measurer = freshLoopbackAddress();
    const budget = await spendAll(measurer, first);
    expect(budget).toBeGreaterThan(0);
    // The other replica knows that address's budget is spent.
    expect((await sendBeacon(measurer, second)).status).toBe(429);

    // A fresh address alternating between the two replicas gets exactly the budget in all.
    const visitor = freshLoopbackAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 2 * budget + 2; index += 1) {
      statuses.push((await sendBeacon(visitor, index % 2 === 0 ? first : second)).status);
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(budget);
    expect(statuses.filter((status) => status === 429)).toHaveLength(budget + 2);
    expect(statuses.slice(0, budget).every((status) => status === 202)).toBe(true);
  });

  test('through nginx, visitors at different addresses keep separate budgets, and a forged X-Forwarded-For changes nothing', async () => {
    const spender = freshLoopbackAddress();
    const neighbour = freshLoopbackAddress();
    // The spender spends its whole budget through the site's origin.
    const budget = await spendAll(spender, baseUrl);
    expect(budget).toBeGreaterThan(0);

    // Claiming another address (with a made-up proxy secret) buys the spender nothing.
    const forged = await sendBeacon(spender, baseUrl, {
      'x-forwarded-for': freshLoopbackAddress(),
      'x-proxy-secret': 'a-guess-at-the-secret-0123456789',
    });
    expect(forged.status).toBe(429);
    expect(forged.headers['retry-after']).toBeTruthy();

    // The neighbour still has its own whole budget, even while naming the spender's address.
    const neighbourBudget = await spendAll(neighbour, baseUrl, { 'x-forwarded-for': spender });
    expect(neighbourBudget).toBe(budget);
  });
});
