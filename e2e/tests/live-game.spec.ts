import { expect, type Page, test } from '@playwright/test';
import { FIELD_OFFICE_ZONES } from 'shared-contracts/domain';
import { needsLocalSite } from '../support/target-site';

// The live game pages over the composed site, fed by the offline game stand-in (port 3200).
const STANDIN = 'http://127.0.0.1:3200';
needsLocalSite("its expectations are the offline game stand-in's answers, read from 127.0.0.1:3200");

interface Snapshot<T> {
  data: T;
  ageSeconds: number;
  stale: boolean;
}

async function apiSnapshot<T>(page: Page, path: string): Promise<Snapshot<T>> {
  const response = await page.request.get(`/api/game${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Snapshot<T>;
}

async function fitsPhoneWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('live game pages', () => {
  test('/population shows the total and every district from the game', async ({ page }) => {
    await page.goto('/population');
    await expect(page.getByRole('heading', { level: 1, name: 'Population and Invasions' })).toBeVisible();
    await expect(page.getByTestId('total-population')).toHaveText(/^[\d,]+$/);
    const { data } = await apiSnapshot<{ populationByDistrict: Record<string, number> }>(page, '/population');
    const districts = page.getByRole('table', { name: 'Districts' });
    for (const district of Object.keys(data.populationByDistrict)) {
      await expect(districts.getByRole('rowheader', { name: district })).toBeVisible();
    }
    await expect(page.getByText('Updated', { exact: false }).first()).toBeVisible();
    // The api samples population when it starts, so the history section has an answer.
    await expect(page.getByRole('heading', { level: 2, name: 'The last day' })).toBeVisible();
    // The chart's name is an SVG <title> (never "visible" itself): found by the chart's role.
    await expect(
      page
        .getByText(/history is just starting/)
        .or(page.getByRole('img', { name: /Toons online over the last day/ }))
        .first(),
    ).toBeVisible();
  });

  test('/cog-radar lists invasions and field offices, and the cog filter narrows them', async ({ page }) => {
    await page.goto('/cog-radar');
    await expect(page.getByRole('heading', { level: 1, name: 'Cog Radar' })).toBeVisible();
    const invasions = page.getByTestId('invasions').locator('tbody tr');
    await expect(invasions.first()).toBeVisible();
    const all = await invasions.count();
    expect(all).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('progressbar').first()).toBeVisible();

    const cogSelect = page.getByLabel('Cog', { exact: true });
    const firstCog = (await cogSelect.locator('option').nth(1).textContent())?.trim() ?? '';
    expect(firstCog).not.toBe('');
    await cogSelect.selectOption(firstCog);
    const narrowed = await invasions.count();
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(all);
    for (const header of await invasions.locator('th').allTextContents()) {
      expect(header).toContain(firstCog);
    }

    const offices = page.getByTestId('field-offices').locator('tbody tr');
    const { data } = await apiSnapshot<{ fieldOffices: Record<string, { department: string }> }>(
      page,
      '/fieldoffices',
    );
    await expect(offices).toHaveCount(Object.keys(data.fieldOffices).length);
    await page.getByLabel('Department').selectOption({ label: 'Sellbot' });
    const sellbot = Object.values(data.fieldOffices).filter((office) => office.department === 's').length;
    if (sellbot === 0)
      await expect(page.getByText('No field office of that department right now.')).toBeVisible();
    else await expect(offices).toHaveCount(sellbot);
  });

  test('/cog-radar lists a field office the game sends without `expiring` (annexes still standing)', async ({
    page,
  }) => {
    const raw = (await (await page.request.get(`${STANDIN}/fieldoffices`)).json()) as {
      fieldOffices: Record<string, { open: boolean; expiring?: number | null }>;
    };
    const zone = Object.entries(raw.fieldOffices).find(([, office]) => !('expiring' in office))?.[0];
    expect(zone, 'the stand-in sends an open office without `expiring`').toBeDefined();
    await page.goto('/cog-radar');
    const offices = page.getByTestId('field-offices');
    await expect(offices.getByRole('rowheader', { name: FIELD_OFFICE_ZONES[zone ?? ''] })).toBeVisible();
  });

  test('/cog-radar fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/cog-radar');
    await expect(page.getByTestId('invasions')).toBeVisible();
    await fitsPhoneWidth(page);
  });

  test('/doodle-studio ranks doodles with pictures and cost, and the search narrows them', async ({
    page,
  }) => {
    await page.goto('/doodle-studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Doodle Studio' })).toBeVisible();
    const doodles = page.getByTestId('doodle');
    await expect(doodles.first()).toBeVisible();
    await expect(doodles.first()).toContainText('jellybeans');
    const picture = doodles.first().getByRole('img');
    await expect(picture).toHaveAttribute(
      'src',
      new RegExp(`^${STANDIN}/render/[^/]+/doodle/256x256\\.png$`),
    );
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const status = page.getByText(/^\d+ of \d+ doodles/);
    const before = await status.textContent();
    await page.getByLabel('Search').fill('Brrrgh');
    await expect(status).not.toHaveText(before ?? '');
    for (const text of await doodles.allTextContents()) expect(text).toContain('The Brrrgh');
    await fitsPhoneWidth(page);
  });

  test('/toon-studio draws a pasted DNA in several sizes with links that open them', async ({ page }) => {
    await page.goto('/toon-studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Toon Studio' })).toBeVisible();
    await page.getByLabel('Style DNA').fill('nonsense');
    await page.getByRole('button', { name: 'Draw' }).click();
    await expect(page.getByRole('alert')).toContainText('hexadecimal');
    await page.getByLabel('Style DNA').fill('7424010101021d021d8b1b16');
    await page.getByRole('button', { name: 'Draw' }).click();
    const pictures = page.getByTestId('toon-pictures');
    await expect(pictures).toBeVisible();
    await expect(pictures.getByRole('img')).toHaveCount(2);
    await expect(pictures.getByRole('link', { name: /^Open the / })).toHaveCount(6);
    const portrait = pictures.getByRole('img', { name: 'Portrait of Pasted Toon' });
    await expect(portrait).toHaveAttribute(
      'src',
      /\/render\/7424010101021d021d8b1b16\/portrait\/256x256\.png$/,
    );
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('/events shows the Silly Meter with its teams', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    const { data } = await apiSnapshot<{ state: string; rewards: string[] }>(page, '/sillymeter');
    await expect(page.getByTestId('silly-meter-state')).toHaveText(data.state);
    const teams = page.getByRole('table', { name: 'Silly Teams' });
    for (const team of data.rewards) await expect(teams.getByRole('rowheader', { name: team })).toBeVisible();
  });

  test('/events lists what is on, what comes next and the yearly holidays, in Toontown Time', async ({
    page,
  }) => {
    await page.goto('/events');
    for (const heading of ['Happening now', 'Coming up', 'Every year', 'Silly Meter']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    // The Grand Prix runs all Monday on the game's clock (US Pacific): today when it is Monday there,
    // else the next Monday.
    const pacific = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Los_Angeles',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    });
    const parts = Object.fromEntries(
      pacific.formatToParts(new Date()).map((part) => [part.type, part.value]),
    );
    const todayUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
    const weekday = new Date(todayUtc).getUTCDay();
    const nextMonday = new Date(todayUtc + ((1 - weekday + 7) % 7) * 86_400_000).toISOString().slice(0, 10);
    const grandPrix = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Grand Prix Monday' }) });
    if (weekday === 1) {
      await expect(page.getByTestId('events-now')).toContainText('Grand Prix Monday');
      await expect(grandPrix).toContainText('All day today');
    } else {
      await expect(grandPrix.locator('time')).toHaveAttribute('datetime', nextMonday);
    }
    for (const datetime of await page
      .getByTestId('events-upcoming')
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))) {
      expect(datetime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const year = page.getByRole('region', { name: 'Every year' });
    await expect(year.getByRole('heading', { level: 3, name: 'December' })).toBeVisible();
    await expect(year).toContainText('Winter Holiday: December 15 to December 30');
    await expect(year).toContainText("ValenToon's Week: days not published");
    await page.setViewportSize({ width: 390, height: 844 });
    await fitsPhoneWidth(page);
  });

  test('/cog-radar explains the mega mark and remembers the Cog to watch for', async ({ page }) => {
    await page.goto('/cog-radar');
    await expect(page.getByTestId('mega-legend')).toContainText('1,000,000 Cogs or more');
    const watched = page.getByLabel('Cog to watch for');
    await watched.fill('Mr. Hollywood');
    await page.reload();
    await expect(page.getByTestId('invasions').locator('tbody tr').first()).toBeVisible();
    await expect(page.getByLabel('Cog to watch for')).toHaveValue('Mr. Hollywood');
    await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
  });

  test('/cartoonival and /cavalcade show the parade status', async ({ page }) => {
    for (const path of ['/cartoonival', '/cavalcade']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Cartoonival and Cavalcade' })).toBeVisible();
      await expect(page.getByTestId('parade-status')).toHaveText(/^(Marching|In transit)$/);
    }
  });

  test('the radar keeps working, with its data age, while the game stand-in is down', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/cog-radar');
    await expect(page.getByTestId('invasions').locator('tbody tr').first()).toBeVisible();
    const { pid } = (await (await page.request.get(`${STANDIN}/__standin/status`)).json()) as { pid: number };
    process.kill(pid, 'SIGUSR2');
    try {
      await expect
        .poll(
          async () => {
            try {
              await fetch(`${STANDIN}/__standin/status`, { signal: AbortSignal.timeout(2_000) });
              return 'up';
            } catch {
              return 'down';
            }
          },
          { timeout: 10_000 },
        )
        .toBe('down');
      // Once the cached copy expires the api fails to refresh it and serves it stale, with its age.
      await expect
        .poll(async () => (await apiSnapshot<unknown>(page, '/invasions')).stale, {
          timeout: 60_000,
          intervals: [2_000],
        })
        .toBe(true);
      await page.reload();
      await expect(
        page.getByText(/The game is not answering right now, so this is the last data we have, from/).first(),
      ).toBeVisible();
      await expect(page.getByTestId('invasions').locator('tbody tr').first()).toBeVisible();
    } finally {
      process.kill(pid, 'SIGHUP');
      // Every later test needs the stand-in: each try is bounded, and a loaded machine gets time.
      await expect
        .poll(
          async () =>
            (
              await fetch(`${STANDIN}/__standin/status`, { signal: AbortSignal.timeout(2_000) }).catch(
                () => null,
              )
            )?.ok ?? false,
          { timeout: 30_000 },
        )
        .toBe(true);
    }
  });
});
