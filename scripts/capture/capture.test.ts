// @vitest-environment node
/**
 * `npm run capture` against a page this test serves itself (a tiny server on 127.0.0.1): phone
 * and desktop pictures of the sizes the image step wants, added to a project's screens. A
 * project built from such pictures, on the built site: e2e/starters.spec.ts.
 */
import { cpSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { checkContentFolder } from '../content/check';
import { loadContent } from '../content/load';
import { SHOWN_AT } from '../images/check';
import { collectAnswers, startNewOwner } from '../new/new-owner';
import { scratchSpace } from '../../test-support/scratch';
import { addScreens } from './add-screens';
import { capture, CAPTURE_SCREENS, captureUrl } from './capture';

const ROOT = path.resolve(import.meta.dirname, '../..');

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><title>Tide Board</title></head>
<body style="margin:0;font:20px sans-serif;background:#0b3d5c;color:#fff">
<h1 style="padding:16px">Tide Board</h1><p style="padding:16px">High tide at 14:02</p></body></html>`;

const scratch = scratchSpace('capture');
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/gone') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not here');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A content folder from `npm run new`, with one project, `my-project`, on the desktop. */
async function newFolder(name: string): Promise<string> {
  const place = scratch.folder(name);
  const answers = await collectAnswers({
    name: 'Ines Duarte',
    email: 'ines@duarte.dev',
    github: 'ines-d',
    folder: 'content',
  });
  if ('problem' in answers) throw new Error(answers.problem);
  const outcome = await startNewOwner(answers.value, {
    cwd: place,
    envFile: path.join(place, '.env'),
  });
  expect(outcome.code, outcome.lines.join('\n')).toBe(0);
  return path.join(place, 'content');
}

/** The content of `dir`, from a copy (a folder's modules are imported once per process). */
async function copyOf(dir: string): Promise<string> {
  const copy = path.join(scratch.folder('copy'), 'content');
  cpSync(dir, copy, { recursive: true });
  return copy;
}

describe('the sizes it takes pictures at', () => {
  it('gives each kind twice the widest the site shows it, in whole pixel ratios', () => {
    for (const screen of CAPTURE_SCREENS) {
      const width = screen.viewport.width * screen.scale;
      expect(width).toBeGreaterThanOrEqual(2 * screen.shownAt);
      expect(screen.viewport.width * (screen.scale - 1)).toBeLessThan(2 * screen.shownAt);
    }
    expect(CAPTURE_SCREENS.map((s) => s.shownAt)).toEqual([
      SHOWN_AT.phoneScreenshot,
      SHOWN_AT.desktopScreenshot,
    ]);
  });

  it.each([
    ['localhost:5173/about', 'http://localhost:5173/about'],
    ['127.0.0.1:4173', 'http://127.0.0.1:4173/'],
    ['my-app.example.com', 'https://my-app.example.com/'],
    ['https://my-app.example.com/x', 'https://my-app.example.com/x'],
  ])('reads %s as %s', (given, url) => {
    const read = captureUrl(given);
    expect('url' in read && read.url.href).toBe(url);
  });

  it('says what a web address is for one that is none', () => {
    const read = captureUrl('ftp://files.example/x');
    expect('problem' in read && read.problem).toMatch(
      /^'ftp:\/\/files\.example\/x' is not a web address/,
    );
  });
});

describe('npm run capture <address> --project <id>', () => {
  let dir: string;
  let outcome: Awaited<ReturnType<typeof capture>>;
  beforeAll(async () => {
    dir = await newFolder('project');
    outcome = await capture(`${origin}/`, { dir, project: 'my-project', cwd: scratch.root() });
  }, 180_000);

  it('writes a phone and a desktop picture of the expected sizes, named for what they are', async () => {
    expect(outcome.code, outcome.lines.join('\n')).toBe(0);
    for (const screen of CAPTURE_SCREENS) {
      const file = path.join(dir, 'images', 'screens', `my-project-${screen.device}.png`);
      const { width, height, format } = await sharp(file).metadata();
      expect([format, width, height]).toEqual([
        'png',
        screen.viewport.width * screen.scale,
        screen.viewport.height * screen.scale,
      ]);
    }
    // The page itself, not a blank: its background colour fills the screen.
    const corner = await sharp(path.join(dir, 'images', 'screens', 'my-project-phone.png'))
      .extract({ left: 700, top: 1500, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect([...corner.subarray(0, 3)]).toEqual([0x0b, 0x3d, 0x5c]);
  });

  it("adds them to the project's screens in place of the placeholder, the section's device first", async () => {
    const source = readFileSync(path.join(dir, 'projects.ts'), 'utf8');
    expect(source).not.toContain('TODO(import): put real screenshots');
    const copy = await copyOf(dir);
    const { projects } = await loadContent(copy);
    const project = projects.find((p) => p.id === 'my-project');
    expect(project?.section).toBe('desktop-apps');
    expect(project?.screens.map((s) => [s.name, s.image.src])).toEqual([
      ['Tide Board (desktop)', 'screens/my-project-desktop.png'],
      ['Tide Board (phone)', 'screens/my-project-phone.png'],
    ]);
    const report = await checkContentFolder(copy, path.join(ROOT, 'public'));
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(outcome.lines.at(-1)).toMatch(/^Added to the screens of 'my-project' in .*projects\.ts/);
  }, 120_000);

  it('takes new names for pictures taken again, never over the first', async () => {
    const again = await capture(`${origin}/`, { dir, cwd: scratch.root() });
    expect(again.code, again.lines.join('\n')).toBe(0);
    expect(again.lines[0]).toMatch(/images\/screens\/127-0-0-1-phone\.png \(phone, 720×1560\)$/);
  }, 120_000);
});

describe('what npm run capture cannot do: one sentence', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await newFolder('mistakes');
  }, 120_000);

  it('an unknown project, before any browser starts', async () => {
    const launch = vi.fn();
    const outcome = await capture(`${origin}/`, {
      dir,
      project: 'nope',
      cwd: scratch.root(),
      launch,
    });
    expect(outcome.code).toBe(1);
    expect(outcome.lines).toEqual([
      `${path.relative(scratch.root(), dir)}/projects.ts has no project 'nope'. Give one of its ids (my-project), e.g. --project my-project, or leave --project out to only take the pictures.`,
    ]);
    expect(launch).not.toHaveBeenCalled();
  }, 60_000);

  it('an address where nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const outcome = await capture(`http://127.0.0.1:${port}/`, { dir, cwd: scratch.root() });
    expect(outcome.code).toBe(1);
    expect(outcome.lines).toEqual([
      `Nothing answered at http://127.0.0.1:${port}/ (ERR_CONNECTION_REFUSED). Start the site first (e.g. npm run dev in another terminal) or check the address, then run npm run capture again.`,
    ]);
  }, 120_000);

  it('an address that answers with an error', async () => {
    const outcome = await capture(`${origin}/gone`, { dir, cwd: scratch.root() });
    expect(outcome.code).toBe(1);
    expect(outcome.lines).toEqual([
      `${origin}/gone answered 404 Not Found, not a page to show. Check the address, then run npm run capture again.`,
    ]);
  }, 120_000);
});

describe("adding screens to projects.ts's source", () => {
  const screen = { name: 'Home', description: 'The home page.', src: 'screens/a.png', alt: 'Home' };

  it('leaves a file alone that does not say plainly where', () => {
    const made = `import { image } from '@/model/image';\nexport const projects = makeProjects();\n`;
    expect(addScreens(made, 'a', [screen])).toEqual({
      ok: false,
      why: 'its `projects` list is not written out as [ … ]',
    });
    const helper = `import { image } from '@/model/image';\nexport const projects = [{ id: 'a', screens: shots('a') }];\n`;
    expect(addScreens(helper, 'a', [screen])).toEqual({
      ok: false,
      why: "the screens of 'a' are not a list written out as [ … ]",
    });
  });

  it('keeps the screens there are, with their comments', () => {
    const source = `import { image } from '@/model/image';
export const projects = [
  {
    id: 'a',
    screens: [
      // The first one.
      { name: 'Start', description: 'x', image: image('s.png', 'y') },
    ],
  },
];
`;
    const result = addScreens(source, 'a', [screen]);
    expect(result.ok && result.source).toContain(
      `// The first one.\n      { name: 'Start', description: 'x', image: image('s.png', 'y') },\n{ name: "Home", description: "The home page.", image: image("screens/a.png", "Home") },\n]`,
    );
  });
});
