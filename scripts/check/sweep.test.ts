// @vitest-environment node
/**
 * The owner's check's browser sweep, on a small site written here with one fault of each kind
 * it looks for and one clean page: it finds every fault, on the right page, and nothing on the
 * clean one. In Chromium (the test setup's), against a local server.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_OTHER_HOSTS, CHROMIUM_ARGS, findTestBrowser } from '../../e2e/browser';
import { budgetProblems, oversizedFiles } from './budgets';
import { describeProblem, filesOfPage, mergeViews, verdict } from './report';
import { must } from '../../test-support/must';
import { sweepSite, VIEWS, type SweepResult } from './sweep';

/** A page of the test site; `started` marks it hydrated as the real site's script does. */
const page = (body: string, { started = true, head = '' } = {}) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Probe</title>${head}</head><body><main><h1>Probe</h1>${body}</main>${started ? '<script>document.documentElement.dataset.hydrated="true"</script>' : ''}</body></html>`;

const PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const SITE: Record<string, string> = {
  'index.html': page(
    `<p>All is well. <a href="/clean/">A page</a></p><img src="/pixel.png" srcset="/pixel.png 1x" alt="A dot" width="1" height="1">`,
    { head: '<link rel="icon" href="/pixel.png">' },
  ),
  'clean/index.html': page('<p>Nothing wrong here.</p>'),
  'small/index.html': page('<p style="font-size:9px">Tiny words</p>'),
  'wide/index.html': page('<p><span style="display:inline-block;width:900px">Wide</span></p>'),
  'broken/index.html': page(
    '<p><a href="/nowhere/">Somewhere</a></p><img src="/missing.png" alt="Gone" width="10" height="10">',
  ),
  'noisy/index.html': page(
    '<p>Noise</p><script>console.error("the owner\'s widget broke")</script>',
  ),
  'unlabelled/index.html': page('<p><button type="button"></button></p>'),
  'stuck/index.html': page('<p>Never starts</p>', { started: false }),
  'object/index.html': page(
    '<p>A [object Object] student, <code>undefined</code> in code is meant.</p>',
    { head: '<meta name="description" content="Projects by undefined">' },
  ),
  'preview/index.html': page('<p><a href="https://me.example/club">My club, on my domain</a></p>', {
    head: '<meta property="og:image" content="https://me.example/no-preview.png">',
  }),
  'other-host/index.html': page(
    '<p>A picture from elsewhere</p><img src="https://example.com/x.png" alt="Elsewhere" width="10" height="10">',
  ),
};

let dist: string;
let server: Server;
let browser: Browser;
let origin: string;
let result: SweepResult;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'sweep-'));
  for (const [file, html] of Object.entries(SITE)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), html);
  }
  writeFileSync(path.join(dist, 'pixel.png'), Buffer.from(PIXEL, 'base64'));
  server = createServer((req, res) => {
    const file = path.join(dist, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const target = statSync(file, { throwIfNoEntry: false })?.isDirectory()
      ? path.join(file, 'index.html')
      : file;
    if (!statSync(target, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404).end('missing');
      return;
    }
    res.writeHead(200, { 'Content-Type': target.endsWith('.png') ? 'image/png' : 'text/html' });
    res.end(readFileSync(target));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await chromium.launch({
    executablePath: findTestBrowser(),
    args: [...CHROMIUM_ARGS, BLOCK_OTHER_HOSTS],
  });
  result = await sweepSite({
    browser,
    origin,
    pages: Object.keys(SITE).map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/')),
    servedSize: () => 1000,
    publicUrl: 'https://me.example/',
    hydrationTimeoutMs: 1500,
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const kindsOn = (pagePath: string) =>
  [...new Set(result.problems.filter((p) => p.page === pagePath).map((p) => p.kind))].sort();

describe('the sweep', () => {
  it('finds nothing on clean pages, and checks the addresses they name', () => {
    expect(kindsOn('/')).toEqual([]);
    expect(kindsOn('/clean')).toEqual([]);
    expect(result.addressesChecked).toBeGreaterThanOrEqual(3);
  });

  it('finds text under 11 px, in both views', () => {
    const found = result.problems.filter((p) => p.page === '/small' && p.kind === 'small-text');
    expect(found.map((p) => p.view).sort()).toEqual(VIEWS.map((v) => v.name).sort());
    expect(found[0]?.what).toContain('9.0 px: "Tiny words"');
  });

  it('finds what is wider than a 320 px window and names it', () => {
    const found = result.problems.find((p) => p.page === '/wide' && p.kind === 'too-wide');
    expect(found?.what).toMatch(/wider than a \d+ px window.*span "Wide"/);
  });

  it('finds a link and a picture that do not answer, naming the page that names them', () => {
    const broken = result.problems.filter((p) => p.kind === 'broken-address');
    expect(broken.map((p) => [p.page, p.address]).sort()).toEqual([
      ['/broken', '/missing.png'],
      ['/broken', '/nowhere/'],
      // The link preview's picture, written with the public address, is the site's own; a link
      // to another page of the owner's domain is not followed.
      ['/preview', '/no-preview.png'],
    ]);
  });

  it("finds a console error, but not one from another host's refused request", () => {
    expect(kindsOn('/noisy')).toEqual(['console']);
    expect(result.problems.find((p) => p.page === '/noisy')?.what).toContain('widget broke');
    expect(kindsOn('/other-host')).toEqual([]);
  });

  it("finds '[object Object]' and 'undefined' where content was meant, but not in code", () => {
    const found = result.problems.filter((p) => p.page === '/object' && p.view === VIEWS[0]?.name);
    expect(found.map((p) => p.kind)).toEqual(['non-text', 'non-text']);
    expect(found[0]?.what).toBe(
      "the description reads 'Projects by undefined': 'undefined' stands where content was meant",
    );
    expect(found[1]?.what).toMatch(
      /^the page reads 'A \[object Object\] student,.*': '\[object Object\]' stands where content was meant$/,
    );
  });

  it('finds an axe violation and a page that never starts', () => {
    expect(kindsOn('/unlabelled')).toEqual(['axe']);
    expect(result.problems.find((p) => p.page === '/unlabelled')?.what).toContain('button-name');
    expect(kindsOn('/stuck')).toEqual(['not-started']);
  });
});

describe('the report', () => {
  it('names the content file a page is made from', () => {
    expect(filesOfPage('/experiences')).toEqual(['timeline.ts']);
    expect(filesOfPage('/tr/experiences/')).toEqual(['timeline.ts']);
    expect(filesOfPage('/projects')).toEqual(['projects.ts']);
    expect(filesOfPage('/writing/my-post')).toEqual(['posts/my-post.md']);
    expect(filesOfPage('/tr/writing/my-post')).toEqual(['posts/my-post.tr.md']);
    expect(filesOfPage('/')[0]).toBe('profile.ts');
  });

  it('says a problem seen in both views once, with the page, the file and what to do', () => {
    const merged = mergeViews(result.problems.filter((p) => p.page === '/small'));
    expect(merged).toHaveLength(1);
    const text = describeProblem(must(merged[0], 'the merged problem'), 'my-content');
    expect(text).toContain(`/small (${VIEWS.map((v) => v.name).join(' and ')})`);
    expect(text).toContain('Change: my-content/pages.ts or my-content/site.ts.');
  });

  it('ends with whether the site is ready', () => {
    expect(verdict(0, 12, ['en', 'tr'])).toMatch(/^Ready: all 12 pages \(en and tr\)/);
    expect(verdict(2, 12, ['en'])).toMatch(/^Not ready: 2 problems above\./);
  });
});

describe('the byte budgets', () => {
  it('finds a page whose first visit or JavaScript is over budget', () => {
    const view = must(VIEWS[0], 'the phone view').name;
    const problems = budgetProblems(
      [
        { page: '/', view, bytesByType: { document: 20_000, image: 100_000 } },
        { page: '/projects', view, bytesByType: { image: 400_000 } },
        { page: '/about-me', view, bytesByType: { script: 200_000 } },
        { page: '/projects', view: 'another view', bytesByType: { image: 900_000 } },
      ],
      view,
    );
    expect(problems.map((p) => p.page)).toEqual(['/projects', '/about-me']);
    expect(problems[1]?.what).toContain('JavaScript');
  });

  it('finds a file of the site over 300 KB, but not a download', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'files-'));
    writeFileSync(path.join(folder, 'huge.avif'), Buffer.alloc(400 * 1024, 1));
    writeFileSync(path.join(folder, 'resume.pdf'), Buffer.alloc(400 * 1024, 1));
    writeFileSync(path.join(folder, 'small.avif'), Buffer.alloc(1024, 1));
    expect(oversizedFiles(folder).map((f) => f.file)).toEqual(['huge.avif']);
    rmSync(folder, { recursive: true, force: true });
  });
});
