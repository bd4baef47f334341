import { chromium } from '@playwright/test';
const base = process.argv[2] ?? 'http://127.0.0.1:4390';
const routes = (process.argv[3] ?? '/,/projects,/about-me').split(',');
const out = process.argv[4] ?? '/tmp/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [w, h, dpr] of [[390, 844, 2], [1440, 900, 1]]) for (const scheme of ['light', 'dark']) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: dpr, colorScheme: scheme });
  const page = await ctx.newPage();
  for (const r of routes) {
    await page.goto(base + r, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const name = `${out}/${r.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${w}-${scheme}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
