// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { build, createLogger, type Rolldown } from 'vite';
import type { ImageAsset } from '../../src/model/types';
import { contentImages } from './plugin';
import {
  safeName,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  variantPath,
  variantWidths,
} from '../../src/lib/imageVariants';

/**
 * Builds a tiny site whose content names a transparent PNG, a JPEG and an SVG, the way the real
 * content does, and looks at what the image step wrote.
 */
let root: string;
const IMAGE_HELPER = path.resolve('src/model/image.ts');
const PNG = { width: 900, height: 1950 };

function writeContent(body: string) {
  writeFileSync(
    path.join(root, 'content', 'pictures.ts'),
    `import { image } from ${JSON.stringify(IMAGE_HELPER)};\n${body}\n`,
  );
}

async function buildFixture(
  progressEveryMs?: number,
): Promise<{ output: Rolldown.RolldownOutput; log: string[] }> {
  const log: string[] = [];
  const logger = createLogger('info');
  logger.info = (msg) => void log.push(msg);
  logger.warn = (msg) => void log.push(msg);
  const result = await build({
    root,
    logLevel: 'info',
    customLogger: logger,
    configFile: false,
    plugins: contentImages({
      contentDir: path.join(root, 'content'),
      cacheDir: path.join(root, 'cache'),
      progressEveryMs,
    }),
    build: {
      write: false,
      rollupOptions: {
        input: path.join(root, 'content', 'pictures.ts'),
        preserveEntrySignatures: 'strict',
      },
    },
  });
  return { output: (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput, log };
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'image-step-'));
  mkdirSync(path.join(root, 'content', 'images'), { recursive: true });
  await sharp({ create: { ...PNG, channels: 4, background: { r: 0, g: 120, b: 80, alpha: 0.5 } } })
    .png()
    .toFile(path.join(root, 'content', 'images', 'phone.png'));
  await sharp({ create: { width: 640, height: 400, channels: 3, background: '#c33' } })
    .jpeg()
    .toFile(path.join(root, 'content', 'images', 'card.jpg'));
  writeFileSync(
    path.join(root, 'content', 'images', 'device.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="720"><rect width="10" height="10"/></svg>',
  );
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the image step', () => {
  it('reads sizes from the files and writes AVIF and WebP variants under assets/', async () => {
    writeContent(`
export const phone = image('phone.png', 'A phone');
export const card = image(
  'card.jpg',
  'A card (red)',
);
export const device = image('device.svg', 'A device');`);
    // A progress line after every encoded file here (the build's default: every 10 s).
    const { output, log } = await buildFixture(0);
    const entry = output.output.find((o) => o.type === 'chunk');
    const modulePath = path.join(root, `built-${Date.now()}.mjs`);
    writeFileSync(modulePath, entry?.type === 'chunk' ? entry.code : '');
    const built = (await import(modulePath)) as Record<string, ImageAsset>;
    expect(built.phone?.file).toMatchObject({ name: 'phone', w: PNG.width, h: PNG.height });
    expect(built.card?.file).toMatchObject({ name: 'card', w: 640, h: 400 });
    expect(built.card?.alt).toBe('A card (red)');
    expect(built.device?.file).toMatchObject({ w: 360, h: 720 });
    const device = built.device?.file;
    expect(device && 'src' in device ? device.src : '').toMatch(/^\/assets\/device-[\w-]{8}\.svg$/);

    const phone = built.phone?.file;
    const hash = phone && 'hash' in phone ? phone.hash : '';
    const assets = new Map(
      output.output.flatMap((o) =>
        o.type === 'asset' ? [[o.fileName, Buffer.from(o.source)]] : [],
      ),
    );
    for (const { format } of VARIANT_FORMATS) {
      for (const width of variantWidths(PNG.width)) {
        const bytes = assets.get(variantPath('phone', hash, width, format));
        expect(bytes, `${width}.${format}`).toBeDefined();
        const meta = await sharp(bytes).metadata();
        expect(meta.width).toBe(width);
        // Transparency survives.
        expect(meta.hasAlpha).toBe(true);
      }
    }
    const encoded =
      (variantWidths(PNG.width).length + variantWidths(640).length) * VARIANT_FORMATS.length;
    expect(log.join('\n')).toMatch(
      new RegExp(`images: 2 pictures .* ${encoded} encoded, 0 from the cache$`, 'm'),
    );
    const progress = log.filter((line) => / encoded so far /.test(line));
    expect(progress[0]).toMatch(/^images: 1 AVIF and WebP files encoded so far/);
    expect(progress.at(-1)).toMatch(new RegExp(`^images: ${encoded} AVIF and WebP files`));
  }, 120_000);

  it('takes unchanged images from the cache on the next build', async () => {
    const cache = path.join(root, 'cache');
    const before = readdirSync(cache).map((f) => [f, statSync(path.join(cache, f)).mtimeMs]);
    const { log } = await buildFixture();
    const variants =
      (variantWidths(PNG.width).length + variantWidths(640).length) * VARIANT_FORMATS.length;
    expect(log.join('\n')).toMatch(
      new RegExp(`images: 2 pictures .* 0 encoded, ${variants} from the cache$`, 'm'),
    );
    expect(log.join('\n')).not.toMatch(/encoded so far/);
    expect(readdirSync(cache).map((f) => [f, statSync(path.join(cache, f)).mtimeMs])).toEqual(
      before,
    );
  }, 120_000);

  it("makes each width once, up to the file's own or the largest variant, never above", () => {
    const largest = Math.max(...VARIANT_WIDTHS);
    for (const intrinsic of [150, VARIANT_WIDTHS[3], VARIANT_WIDTHS[3] + 1, largest, largest * 2]) {
      const widths = variantWidths(intrinsic);
      expect(new Set(widths).size, `${intrinsic} px`).toBe(widths.length);
      expect(widths).toEqual([...widths].sort((a, b) => a - b));
      expect(widths.at(-1), `${intrinsic} px`).toBe(Math.min(intrinsic, largest));
    }
  });

  it('gives files any name a URL can carry', () => {
    expect(safeName('/x/Screenshot 2024-05-01 at 10.00.png')).toBe(
      'Screenshot-2024-05-01-at-10-00',
    );
    expect(safeName('/x/ğüş.png')).toBe('image');
  });

  it('names the content file, line and path of an image that does not exist', async () => {
    writeContent(
      `export const a = image('card.jpg', 'A');\nexport const b = image('screens/gone.png', 'B');`,
    );
    await expect(buildFixture()).rejects.toThrow(
      /content\/pictures\.ts:3: image\('screens\/gone\.png'\) names a file that does not exist/,
    );
  }, 60_000);

  it('ships an SVG without scripts, handlers or outside references, whatever the file holds', async () => {
    writeFileSync(
      path.join(root, 'content', 'images', 'scripted.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(1)"><script>alert(2)</script><foreignObject><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject><a href="javascript:alert(3)"><rect width="10" height="10" fill="#2a6"/></a><image href="https://tracker.invalid/p.png"/></svg>',
    );
    writeContent(`export const drawing = image('scripted.svg', 'A drawing');`);
    const { output } = await buildFixture();
    const svg = output.output.find((o) => o.type === 'asset' && o.fileName.endsWith('.svg'));
    const text = svg?.type === 'asset' ? Buffer.from(svg.source).toString() : '';
    expect(text).toContain('<rect width="10" height="10" fill="#2a6"/>');
    expect(text).not.toMatch(/script|onload|foreignObject|javascript:|tracker\.invalid/i);
  }, 60_000);

  it("hands a section's own device picture the screen found on it, and no other picture", async () => {
    // A 200 × 160 monitor whose screen (160 × 100 from 20, 16) is see-through.
    await sharp({ create: { width: 200, height: 160, channels: 4, background: '#222' } })
      .composite([
        {
          input: { create: { width: 160, height: 100, channels: 4, background: '#000' } },
          left: 20,
          top: 16,
          blend: 'dest-out',
        },
      ])
      .png()
      .toFile(path.join(root, 'content', 'images', 'monitor.png'));
    writeContent(
      `export const section = { picture: image('monitor.png', 'My monitor') };\nexport const card = image('monitor.png', 'The monitor as a card');`,
    );
    const { output } = await buildFixture();
    const entry = output.output.find((o) => o.type === 'chunk');
    const modulePath = path.join(root, `device-${Date.now()}.mjs`);
    writeFileSync(modulePath, entry?.type === 'chunk' ? entry.code : '');
    const built = (await import(modulePath)) as {
      section: { picture: ImageAsset };
      card: ImageAsset;
    };
    expect(built.section.picture.file).toMatchObject({
      w: 200,
      h: 160,
      screen: { area: { x: 10, y: 10, width: 80, height: 62.5 } },
    });
    expect(built.card.file).not.toHaveProperty('screen');
  }, 60_000);

  it('names a damaged file instead of failing with a stack trace', async () => {
    writeFileSync(path.join(root, 'content', 'images', 'broken.png'), 'not a picture');
    writeContent(`export const a = image('broken.png', 'A');`);
    await expect(buildFixture()).rejects.toThrow(/broken\.png is not an image the build can read/);
  }, 60_000);
});
