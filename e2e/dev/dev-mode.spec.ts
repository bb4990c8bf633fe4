// The volunteer's dev loop: `npm run dev` (the composed site) and `npm run dev -w <remote>` (one
// remote standalone) each show every page on its first visit in a fresh browser with no console
// error, and an edit to a remote's component reaches the open page without a reload.
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type { SiteRoute as RouteEntry } from 'shared-contracts';
import { startApi, startGameStandin } from '../../scripts/local-stack.mjs';
import {
  apiPort,
  authEmulatorPort,
  firebaseProjectId,
  frontParts,
  gameStandinPort,
  repoRoot,
} from '../../scripts/parts.mjs';
import { startAuthEmulator } from '../../stand-ins/auth-emulator.mjs';
import { remoteNames, routesOf, sampleUrl } from '../support/surfaces';
import { type DevServers, startDevCommand, waitForFreePorts } from './support/dev-servers';
import { expectPageShown, firstVisit } from './support/first-visit';
import { sideBySide } from './support/side-by-side';
import { restoreLeftEdits, withEdit } from './support/temporary-edit';

const SITE_TITLE = 'The Trinket Foundation';
const devPorts = [...frontParts.map((part) => part.port), apiPort, authEmulatorPort, gameStandinPort];
const partOf = (name: string) => {
  const part = frontParts.find((candidate) => candidate.name === name);
  if (!part) throw new Error(`no part named ${name}`);
  return part;
};
const origin = (port: number) => `http://localhost:${port}`;

/** The component the edit tests change: mfe-toons' profile page heading. */
const editedFile = path.join(repoRoot, 'mfe-toons/src/features/profile/components/profile-page.tsx');
const heading = { before: '<h1>Your Toons</h1>', after: '<h1>Your Toons, edited while open</h1>' };

async function expectRoute(page: Page, route: RouteEntry) {
  if (route.redirectTo) await expect(page).toHaveURL(new RegExp(`${route.redirectTo}$`));
  // A page may name itself after what it shows (`/auth` with no action code shows the login form).
  else await expect(page).toHaveTitle(new RegExp(`^${SITE_TITLE} \\| .+`));
}

/** Edits the heading with `url` open: the page shows the edit without reloading, then the original. */
async function expectEditShown(browser: import('@playwright/test').Browser, url: string) {
  const visit = await firstVisit(browser, url);
  const { page } = visit;
  // What the dev clients said and every load of the page: when a reload replaces the hot update,
  // the failure shows why.
  const hmrLog: string[] = [];
  page.on('console', (message) => {
    if (/\[(rsbuild|HMR)\]/.test(message.text())) hmrLog.push(message.text());
  });
  page.on('load', () => hmrLog.push(`page loaded: ${page.url()}`));
  try {
    await expect(page.locator('h1').first()).toHaveText('Your Toons', { timeout: 60_000 });
    await page.evaluate(() => Object.assign(window, { openedBeforeEdit: true }));
    await withEdit(editedFile, heading.before, heading.after, async () => {
      await expect(page.locator('h1').first()).toHaveText('Your Toons, edited while open', {
        timeout: 60_000,
      });
    });
    await expect(page.locator('h1').first()).toHaveText('Your Toons', { timeout: 60_000 });
    // Hot reloaded: the same document (a reload would have dropped the mark).
    expect(
      await page.evaluate(() => 'openedBeforeEdit' in window),
      `a hot update, not a reload; the dev clients said:\n${hmrLog.join('\n')}`,
    ).toBe(true);
    expect(visit.errors).toEqual([]);
  } finally {
    await visit.close();
  }
}

test.beforeAll(() => restoreLeftEdits([editedFile]));

test.describe('npm run dev: the composed site', () => {
  let servers: DevServers | undefined;

  test.beforeAll(async () => {
    test.setTimeout(1_200_000);
    await waitForFreePorts(devPorts);
    servers = await startDevCommand(['run', 'dev'], {
      env: { PGLITE_DIR: 'memory://', LOG_LEVEL: 'warn' },
      readyUrls: [
        `http://127.0.0.1:${apiPort}/api/health`,
        ...frontParts
          .filter((part) => part.name !== 'shell')
          .map((part) => `${origin(part.port)}/mf-manifest.json`),
        `${origin(partOf('shell').port)}/`,
      ],
    });
  });
  test.afterAll(async () => {
    await servers?.stop();
  });

  // The home page and each remote's first route, three at a time: each visit waits a while for late
  // errors, and side by side those waits overlap. Each is still a first visit in a fresh context.
  test("/ and each remote's first route show in the shell on their first visit", async ({ browser }) => {
    const pages = [
      { url: '/', name: 'the home page', heading: SITE_TITLE as string | undefined, route: undefined },
      ...remoteNames.map((remote) => {
        const [route] = routesOf(remote);
        if (!route) throw new Error(`mfe-${remote} has no route`);
        return { url: sampleUrl(route.path), name: `mfe-${remote}`, heading: undefined, route };
      }),
    ];
    await sideBySide(pages, 3, ({ url, name, heading, route }) =>
      test.step(`${url} (${name})`, async () => {
        const visit = await firstVisit(browser, `${origin(3000)}${url}`);
        try {
          await expectPageShown(visit, heading);
          if (route) await expectRoute(visit.page, route);
          await expect(visit.page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        } catch (error) {
          throw new Error(`${url}: ${error instanceof Error ? error.message : String(error)}`);
        } finally {
          await visit.close();
        }
      }),
    );
  });

  test('an edit to a remote component shows in the open page', async ({ browser }) => {
    test.setTimeout(180_000);
    await expectEditShown(browser, `${origin(3000)}/profile`);
  });
});

test.describe('npm run dev -w <remote>: each remote standalone', () => {
  const stops: (() => Promise<void>)[] = [];

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    await waitForFreePorts(devPorts);
    // What a remote's pages read: the api (with the game stand-in behind it) and the Auth emulator.
    const emulator = await startAuthEmulator({ port: authEmulatorPort, projectId: firebaseProjectId });
    stops.push(emulator.stop);
    const standin = await startGameStandin();
    stops.push(standin.stop);
    const api = await startApi({
      env: {
        PGLITE_DIR: 'memory://',
        LOG_LEVEL: 'warn',
        GAME_API_BASE_URL: standin.url,
        RENDITION_BASE_URL: standin.url,
      },
    });
    stops.push(api.stop);
  });
  test.afterAll(async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  });

  for (const remote of remoteNames) {
    const part = partOf(remote);
    test(`mfe-${remote} standalone shows every route on its first visit`, async ({ browser }, testInfo) => {
      test.setTimeout(420_000);
      await waitForFreePorts([part.port]);
      const servers = await startDevCommand(['run', 'dev', '-w', part.dir], {
        readyUrls: [`${origin(part.port)}/`],
      });
      try {
        // The paths the standalone frame links to (a pattern such as /store/:slug needs real data),
        // three at a time: each visit waits a while for late errors, and side by side those waits
        // overlap (mfe-tools' 19 routes one after another took 51 s).
        const routes = routesOf(remote).filter((entry) => !entry.path.includes(':'));
        await sideBySide(routes, 3, (route) =>
          test.step(route.path, async () => {
            const visit = await firstVisit(browser, `${origin(part.port)}${sampleUrl(route.path)}`);
            try {
              await expect(visit.page.getByText(`mfe-${remote} (standalone)`)).toBeVisible();
              await expectPageShown(visit);
              await expectRoute(visit.page, route);
            } catch (error) {
              throw new Error(`${route.path}: ${error instanceof Error ? error.message : String(error)}`);
            } finally {
              await visit.close();
            }
          }),
        );
        if (remote === 'toons') {
          await test.step('an edit to a component shows in the open page', () =>
            expectEditShown(browser, `${origin(part.port)}/profile`));
        }
      } catch (error) {
        await testInfo.attach(`npm run dev -w ${part.dir} output`, { body: servers.output() });
        throw error;
      } finally {
        await servers.stop();
      }
    });
  }
});
