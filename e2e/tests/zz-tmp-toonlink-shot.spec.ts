import { test } from '@playwright/test';
import { startToonLinkSimulator } from '../../scripts/toonlink-sim/simulator.mjs';

test('shot', async ({ page }) => {
  const sim = await startToonLinkSimulator({ toons: 2, consentDelayMs: 50 });
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/toonlink');
    await page.getByRole('switch').check();
    await page.getByText('2 Toons linked').waitFor();
    sim.changeToon(1547, 'fish');
    sim.changeToon(1547, 'golf');
    sim.sendMalformed(1548, 'oversized');
    await page.getByText('New fish').first().waitFor();
    await page.locator('details').first().evaluate((d) => d.setAttribute('open', ''));
    await page.screenshot({ path: '/tmp/tl-phone.png', fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log('scrollWidth', overflow);
  } finally {
    await sim.stop();
  }
});
