import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [path, maxSegments = '4'] = process.argv.slice(2);
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
const page = await context.newPage();
await page.goto('http://localhost:3203' + path);
await page.locator('html[data-ready]').waitFor({ state: 'attached' });
const height = await page.evaluate(() => document.documentElement.scrollHeight);
for (let i = 0, y = 0; y < height && i < Number(maxSegments); i += 1, y += 1100) {
  const name = `/work/shots/pages/seg${path.replace(/\//g, '_')}-${i}.png`;
  await page.screenshot({ path: name, fullPage: true, clip: { x: 0, y, width: 390, height: Math.min(1100, height - y) } });
  console.log(name);
}
await browser.close();
