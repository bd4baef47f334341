/**
 * The CSP builder against a real browser: a page with an inline script, an inline module, a
 * JSON-LD block and style attributes, run through the same build step and server as the site,
 * must run and render without a single violation.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeHostConfig } from '../scripts/host-config';
import { notFoundHtml } from '../scripts/not-found-page';
import { createApp } from '../server/app';
import { cspViolations, recordCspViolations } from './csp';
import { expect, test } from './fixtures';
import { listenLocally } from '../server/listen';

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>CSP probe</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Person","name":"A"}</script>
</head><body><main>
<p id="box" style="left:12%;top:34%;position:relative;width:50%">styled</p>
<p id="out">waiting</p>
<script>document.getElementById('out').textContent = 'classic ran';</script>
<script type="module">document.body.dataset.module = 'ran';</script>
</main></body></html>`;

let dist: string;
let server: Server;
let origin: string;

test.beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'csp-probe-'));
  writeFileSync(path.join(dist, 'index.html'), PAGE);
  writeFileSync(path.join(dist, '404.html'), notFoundHtml('/'));
  // The browser asks for /favicon.ico when a page names no icon; a 404 would be a console error.
  writeFileSync(path.join(dist, 'favicon.ico'), '');
  await writeHostConfig({ root: dist, dist, base: '/' });
  server = createServer(createApp({ dist, base: '/' }));
  origin = await listenLocally(server);
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

test('hashed inline scripts run and hashed style attributes apply, with no violation', async ({
  page,
}) => {
  await recordCspViolations(page);
  const response = await page.goto(`${origin}/`);
  await expect(page.locator('#out')).toHaveText('classic ran');
  await expect(page.locator('body')).toHaveAttribute('data-module', 'ran');
  await expect(page.locator('#box')).toHaveCSS('position', 'relative');
  await expect(page.locator('#box')).toHaveCSS('top', /px$/);
  expect(await cspViolations(page)).toEqual([]);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("'unsafe-hashes'");
  expect(csp).not.toContain('unsafe-inline');
});
