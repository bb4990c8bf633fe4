/**
 * The production topology loses an api replica while a player uses the site (issue 35): the replica
 * is stopped with SIGTERM, as an operator or a failing machine stops it, through the pid the
 * topology publishes. nginx sends what the stopped replica cannot take to the other one, so no
 * request the player's browser makes fails (no 5xx, no failed fetch), and the process manager starts
 * the replica again.
 */
import { expect, type Page, test } from '@playwright/test';
import { needsProductionTopology, topologyState } from '../support/production-topology';

/** Pages a player walks through; each reads the api. */
const PAGES = ['/top-toons', '/cog-radar', '/population', '/makeship', '/store', '/'];
/** Reads the pages poll or load, fetched over and over by the player's page meanwhile. */
const API_READS = ['/api/health', '/api/top-toons', '/api/game/invasions', '/api/makeship'];

/** Every request of the page that failed or answered 5xx, as "status url" lines. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // A navigation cancels what the page it leaves was still loading: the player asked for that.
    if (reason !== 'net::ERR_ABORTED') failures.push(`${reason} ${request.url()}`);
  });
  return failures;
}

/** The page fetches the api reads one after another for `ms`; resolves with those that failed. */
function readApiFor(page: Page, ms: number): Promise<string[]> {
  return page.evaluate(
    async ({ reads, until }) => {
      const failed: string[] = [];
      for (let index = 0; Date.now() < until; index += 1) {
        const url = reads[index % reads.length] ?? '/api/health';
        try {
          const response = await fetch(url, { cache: 'no-store' });
          if (response.status >= 500) failed.push(`${response.status} ${url}`);
          await response.arrayBuffer();
        } catch (error) {
          failed.push(`${String(error)} ${url}`);
        }
      }
      return failed;
    },
    { reads: API_READS, until: Date.now() + ms },
  );
}

test.describe('an api replica stopped mid-run', { tag: '@production' }, () => {
  needsProductionTopology();

  test('a player notices nothing, and the process manager starts the replica again', async ({ page }) => {
    test.setTimeout(120_000);
    const before = topologyState();
    const replica = before?.replicas[0];
    test.skip(!before || before.replicas.length < 2, 'the topology runs one replica (--replicas 1)');
    if (!replica?.pid) throw new Error('the topology publishes no pid for its first replica');
    const failures = watchFailures(page);

    await page.goto('/top-toons');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The player's page keeps reading while the replica is stopped under it.
    const reading = readApiFor(page, 6_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    process.kill(replica.pid, 'SIGTERM');
    failures.push(...(await reading));

    // The player walks on through the site while the replica is down, then back up.
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    await expect
      .poll(
        () => {
          const now = topologyState()?.replicas[0];
          return now?.pid && now.pid !== replica.pid ? now.restarts : 0;
        },
        { timeout: 60_000, message: 'the replica was not started again' },
      )
      .toBeGreaterThan(replica.restarts);
    await expect
      .poll(
        () =>
          fetch(`${replica.url}/api/health`).then(
            (response) => response.status,
            () => 0,
          ),
        {
          timeout: 60_000,
        },
      )
      .toBe(200);
    // Both replicas serve again: more reads, none failing.
    failures.push(...(await readApiFor(page, 2_000)));
    expect(failures).toEqual([]);
  });
});
