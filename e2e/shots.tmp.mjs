import { chromium } from '@playwright/test';
import { serveParts } from '/work/main/scripts/site.mjs';
const servers = await serveParts();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto('http://localhost:3000/arcade/cogsweeper?seed=5');
  await page.locator('[data-index="40"]').click();
  await page.locator('[data-index="0"]').click({ button: 'right' });
  await page.screenshot({ path: '/tmp/sweep.png', fullPage: true });
  await page.goto('http://localhost:3000/arcade/toons-up?seed=6');
  await page.keyboard.press('Space');
  await page.keyboard.down('ArrowRight'); await page.waitForTimeout(1500); await page.keyboard.up('ArrowRight');
  await page.screenshot({ path: '/tmp/toons.png', fullPage: true });
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log('scrollWidth', sw);
  await page.goto('http://localhost:3000/arcade');
  await page.screenshot({ path: '/tmp/arcade.png' });
} finally { await browser.close(); await Promise.all(servers.map((s) => s.close())); }
