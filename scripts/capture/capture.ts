/**
 * `npm run capture -- <address> [--project <id>]`: screenshots of a web page for the content
 * folder (CONTENT_DIR), taken in the test browser (Playwright's Chromium, e2e/browser.ts) as a
 * phone and as a desktop shows it, once the page has settled: its load, its network, its fonts,
 * with motion reduced. Each lands in the content folder's `images/screens/`, named for what it
 * is (`<project or page>-phone.png`, `…-desktop.png`), at the size the image step wants for
 * its kind (twice the widest it is shown: scripts/images/check.ts, SHOWN_AT) and in the shape of
 * the starters' placeholders (9:19.5 phone, 16:10 desktop), so it fills the drawn device.
 *
 * With `--project`, it adds them to that project's `screens` in `projects.ts` (./add-screens.ts;
 * the project's own device first, in place of a starter's placeholder), when the file says
 * plainly where and the folder still passes the content check; otherwise it prints the lines to
 * paste. An unknown project, an address that does not answer, or an answer that is no page gets
 * one sentence, never a stack trace.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { contentDir, contentDirProblem } from '../../build-config';
import { SHOWN_AT } from '../images/check';
import { importContentModule } from '../content/load';
import type { ImportOutcome } from '../resume/import-resume';
import { slug } from '../resume/import-content';
import { checkWith } from '../resume/write-folder';
import { addScreens, screenSource, type NewScreen } from './add-screens';

const ROOT = path.resolve(import.meta.dirname, '../..');

const USAGE = 'Usage: npm run capture -- <address> [--project <id>]';

/**
 * The two screens a page is photographed on: a phone and a laptop, in CSS pixels, each at the
 * smallest whole pixel ratio that gives at least twice the widest the site shows its kind.
 */
export const CAPTURE_SCREENS = [
  {
    device: 'phone',
    viewport: { width: 360, height: 780 },
    mobile: true,
    shownAt: SHOWN_AT.phoneScreenshot,
  },
  {
    device: 'desktop',
    viewport: { width: 1280, height: 800 },
    mobile: false,
    shownAt: SHOWN_AT.desktopScreenshot,
  },
].map((screen) => ({
  ...screen,
  scale: Math.ceil((2 * screen.shownAt) / screen.viewport.width),
}));

export type CaptureDevice = 'phone' | 'desktop';

/** How long a page may take to load, and then to settle. */
const LOAD_MS = 30_000;
const SETTLE_MS = 10_000;

/** The address as the browser should ask for it; a sentence when it is none. */
export function captureUrl(given: string): { url: URL } | { problem: string } {
  const local = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/i.test(given);
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(given)
    ? given
    : `${local ? 'http' : 'https'}://${given}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol === 'http:' || url.protocol === 'https:') return { url };
  } catch {
    // Said below.
  }
  return {
    problem: `'${given}' is not a web address: give the page's address, e.g. npm run capture -- http://localhost:5173/ or https://my-app.example.com`,
  };
}

/** A name for the page's pictures: the project's id, else the address's host and path. */
function baseName(url: URL, project: string | undefined): string {
  return project ?? slug(`${url.hostname}${url.pathname === '/' ? '' : url.pathname}`, 'page');
}

/** `images/screens/<base>-<device>.png`, or `…-2.png`, … when the folder has one already. */
function freeName(imagesDir: string, base: string, device: CaptureDevice): string {
  for (let n = 1; ; n += 1) {
    const name = `screens/${base}-${device}${n === 1 ? '' : `-${n}`}.png`;
    if (!existsSync(path.join(imagesDir, name))) return name;
  }
}

/** What a screen shows, for its caption: the page's title, else the last part of its path. */
function pageName(title: string, url: URL): string {
  const fromPath = decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? '');
  const name = title.trim() || fromPath.replace(/[-_]+/g, ' ') || 'Home';
  return name.length > 60 ? `${name.slice(0, 57).trimEnd()}…` : name;
}

/** One sentence for an address that did not answer as a page. */
function unreachable(url: URL, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const reason = /net::(ERR_[A-Z_]+)/.exec(message)?.[1] ?? message.split('\n')[0];
  if (/Timeout/i.test(message))
    return `${url.href} did not finish loading within ${LOAD_MS / 1000} s. Check that the site is running and the address is right, then run npm run capture again.`;
  return `Nothing answered at ${url.href} (${reason}). Start the site first (e.g. npm run dev in another terminal) or check the address, then run npm run capture again.`;
}

/** A picture taken, with where it went (under `images/`). */
interface Taken {
  device: CaptureDevice;
  src: string;
  width: number;
  height: number;
  title: string;
}

/** Photographs `url` on each screen into `imagesDir`; a sentence when the page does not answer. */
async function photograph(
  browser: Browser,
  url: URL,
  imagesDir: string,
  base: string,
): Promise<{ taken: Taken[] } | { problem: string }> {
  const taken: Taken[] = [];
  for (const screen of CAPTURE_SCREENS) {
    const context = await browser.newContext({
      viewport: screen.viewport,
      deviceScaleFactor: screen.scale,
      isMobile: screen.mobile,
      hasTouch: screen.mobile,
      reducedMotion: 'reduce',
    });
    try {
      const page = await context.newPage();
      let status: { ok: boolean; code: number; text: string } | undefined;
      try {
        const response = await page.goto(url.href, { waitUntil: 'load', timeout: LOAD_MS });
        if (response)
          status = { ok: response.ok(), code: response.status(), text: response.statusText() };
      } catch (error) {
        return { problem: unreachable(url, error) };
      }
      if (status && !status.ok)
        return {
          problem: `${url.href} answered ${status.code}${status.text ? ` ${status.text}` : ''}, not a page to show. Check the address, then run npm run capture again.`,
        };
      // Settled: nothing more on the network for a moment, fonts in, two frames painted.
      await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => {});
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      const src = freeName(imagesDir, base, screen.device as CaptureDevice);
      const file = path.join(imagesDir, src);
      mkdirSync(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file, type: 'png' });
      taken.push({
        device: screen.device as CaptureDevice,
        src,
        width: screen.viewport.width * screen.scale,
        height: screen.viewport.height * screen.scale,
        title: await page.title(),
      });
    } finally {
      await context.close();
    }
  }
  return { taken };
}

/** The project's section's device, or a sentence naming the ids there are. */
async function projectDevice(
  dir: string,
  id: string,
): Promise<{ device: CaptureDevice } | { problem: string }> {
  let exports: {
    projects?: readonly { id: string; section: string }[];
    projectSections?: readonly { id: string; device: CaptureDevice }[];
  };
  try {
    exports = await importContentModule(dir, 'projects.ts');
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return {
      problem: `projects.ts cannot be read (${reason}). Run npm run check:content to see what to fix, then run npm run capture again.`,
    };
  }
  const { projects, projectSections } = exports;
  const project = projects?.find((p) => p.id === id);
  if (!project) {
    const ids = (projects ?? []).map((p) => p.id);
    return {
      problem: `projects.ts has no project '${id}'. Give one of its ids${ids.length ? ` (${ids.join(', ')}), e.g. --project ${ids[0]}` : ''}, or leave --project out to only take the pictures.`,
    };
  }
  const section = projectSections?.find((s) => s.id === project.section);
  return { device: section?.device ?? (project.section === 'mobile-apps' ? 'phone' : 'desktop') };
}

export interface CaptureOptions {
  /** The content folder (default: CONTENT_DIR's). */
  dir?: string;
  project?: string;
  cwd?: string;
  /** The browser to drive (default: the tests' Chromium). */
  launch?: () => Promise<Browser>;
}

/** The screens of `taken` as the content writes them, the project's device first. */
function screensOf(taken: readonly Taken[], first: CaptureDevice, url: URL): NewScreen[] {
  const on = { phone: 'on a phone', desktop: 'on a desktop screen' } as const;
  return [...taken]
    .sort((a, b) => Number(b.device === first) - Number(a.device === first))
    .map((shot) => {
      const name = pageName(shot.title, url);
      return {
        name: `${name} (${shot.device})`,
        description: `${name} ${on[shot.device]}.`,
        src: shot.src,
        alt: `${name}: the page ${on[shot.device]}`,
      };
    });
}

/** Takes the pictures of `given` and, with a project, adds them to it. */
export async function capture(given: string, options: CaptureOptions = {}): Promise<ImportOutcome> {
  const fail = (line: string): ImportOutcome => ({ code: 1, lines: [line] });
  const cwd = options.cwd ?? process.cwd();
  const dir = options.dir ?? contentDir();
  const shownDir = path.relative(cwd, dir) || '.';
  const address = captureUrl(given);
  if ('problem' in address) return fail(address.problem);
  const { url } = address;
  let device: CaptureDevice | undefined;
  if (options.project !== undefined) {
    const found = await projectDevice(dir, options.project);
    if ('problem' in found) return fail(`${shownDir}/${found.problem}`);
    device = found.device;
  }
  let browser: Browser;
  try {
    browser = await (options.launch ?? launchTestBrowser)();
  } catch (error) {
    return fail(
      `No browser to take the pictures with: ${error instanceof Error ? error.message.split('\n').join(' ') : String(error)}`,
    );
  }
  const imagesDir = path.join(dir, 'images');
  let photographed: Awaited<ReturnType<typeof photograph>>;
  try {
    photographed = await photograph(browser, url, imagesDir, baseName(url, options.project));
  } finally {
    await browser.close();
  }
  if ('problem' in photographed) return fail(photographed.problem);
  const { taken } = photographed;
  const lines = taken.map(
    (shot) =>
      `capture: ${shownDir}/images/${shot.src} (${shot.device}, ${shot.width}×${shot.height})`,
  );
  if (options.project === undefined || !device)
    return {
      code: 0,
      lines: [
        ...lines,
        `Add them to a project's screens in ${shownDir}/projects.ts, or run again with --project <id> to have them added.`,
      ],
    };
  const screens = screensOf(taken, device, url);
  const added = await addToProject(dir, options.project, screens);
  if (added.ok)
    return {
      code: 0,
      lines: [
        ...lines,
        `Added to the screens of '${options.project}' in ${shownDir}/projects.ts, the ${device}'s first: check their names and descriptions there.`,
      ],
    };
  return {
    code: 0,
    lines: [
      ...lines,
      `${shownDir}/projects.ts was not changed: ${added.why}. Add these to the screens of '${options.project}' yourself:`,
      ...screens.map((screen) => `  ${screenSource(screen)},`),
    ],
  };
}

/** Adds `screens` to project `id` in the folder's `projects.ts`, if that can be done safely. */
async function addToProject(
  dir: string,
  id: string,
  screens: readonly NewScreen[],
): Promise<{ ok: true } | { ok: false; why: string }> {
  const file = path.join(dir, 'projects.ts');
  const edited = addScreens(readFileSync(file, 'utf8'), id, screens);
  if (!edited.ok) return { ok: false, why: edited.why };
  const config = (await resolveConfig(path.join(ROOT, 'src', 'content', 'projects.ts'))) ?? {};
  const source = await format(edited.source, { ...config, filepath: file });
  const errors = await checkWith(dir, new Map([['projects.ts', Buffer.from(source)]]));
  if (errors.length)
    return { ok: false, why: `with them, the content check would say: ${errors.join(' ')}` };
  writeFileSync(file, source);
  return { ok: true };
}

/** The tests' Chromium (CHROME_PATH, Debian's, Chrome, or Playwright's own), headless. */
async function launchTestBrowser(): Promise<Browser> {
  const [{ chromium }, { CHROMIUM_ARGS, findChromium }] = await Promise.all([
    import('@playwright/test'),
    import('../../e2e/browser'),
  ]);
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}

async function main() {
  let values: { project?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: process.argv.slice(2),
      options: { project: { type: 'string' } },
      allowPositionals: true,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}. ${USAGE}`);
    process.exit(1);
  }
  const [address, ...rest] = positionals;
  if (!address || rest.length) {
    console.error(USAGE);
    process.exit(1);
  }
  const missing = contentDirProblem();
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
  const { code, lines } = await capture(address, { project: values.project });
  for (const line of lines) (code === 0 ? console.log : console.error)(line);
  process.exit(code);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
