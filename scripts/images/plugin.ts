/**
 * The image step of the build, on sharp (libvips). Content names its pictures with
 * `image('cards/app.png', alt)`; this Vite plugin finds those calls in the content modules and
 * hands each the processed file as a third argument: its intrinsic size (read from the file),
 * and for raster files the name and content hash from which the page builds the URLs of its
 * AVIF and WebP variants (`src/lib/imageVariants.ts`). So nobody types pixel sizes, and a page's
 * JavaScript carries about 40 bytes per picture instead of every variant's URL.
 *
 * Why not vite-imagetools: it names each variant with its own hash, so every URL has to be in the
 * JavaScript (about 200 bytes gzip per picture, on every page that shows it); one hash of the
 * source plus the width is enough here, and the same small step serves the dev server.
 *
 * Encoded variants are cached in node_modules/.cache/content-images (outside dist/), keyed by
 * the source's bytes, the width and the encoder settings: an unchanged picture costs no encoding
 * on the next build. The client build prints what it made.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  IMAGE_EXTENSIONS,
  DENSE_AVIF_QUALITY,
  DENSE_VARIANT_WIDTH,
  encodingOf,
  VARIANT_FORMATS,
  safeName,
  variantPath,
  variantWidths,
  type VariantFormat,
} from '../../src/lib/imageVariants.ts';
import { rewriteHelperCalls } from '../content/helper-calls.ts';
import { findScreenArea } from './screen-area.ts';
import { sanitiseSvg } from './svg-safety.ts';
import { svgSize } from './svg-size.ts';
import { uprightSize } from './upright.ts';
import { writeWhole } from '../write-whole.ts';
import type { FoundScreenFile as ImageScreen } from '../../src/model/types.ts';

/** Marks an import made by this plugin (`…/cards/app.png?content-image`). */
export const CONTENT_IMAGE_QUERY = 'content-image';

/**
 * Marks an own device picture (`picture: image('devices/phone.jpg', …)` in a project section):
 * its import also carries the screen found on it (scripts/images/screen-area.ts), for a section
 * that gives no `screenArea`.
 */
export const DEVICE_PICTURE_QUERY = 'content-image-device';

/** `picture: ` just before a call: the call is a section's own device picture. */
const DEVICE_PICTURE_FIELD = /\bpicture\s*:\s*$/;

/** Where encoded variants are kept between builds. */
export const DEFAULT_CACHE_DIR = 'node_modules/.cache/content-images';

/** How often a long encoding run prints a progress line. */
export const PROGRESS_EVERY_MS = 10_000;

/** Changes whenever the encoder settings do, so that old cache entries are not reused. */
const SETTINGS = JSON.stringify([VARIANT_FORMATS, DENSE_VARIANT_WIDTH, DENSE_AVIF_QUALITY]);

export interface ContentImagesOptions {
  /** The content folder; its pictures are under `images/`. */
  contentDir: string;
  cacheDir?: string;
  /** How often a long encoding run says how far it got (default PROGRESS_EVERY_MS). */
  progressEveryMs?: number;
}

/** What one build made, printed at its end. */
export interface ImageBuildReport {
  sources: number;
  sourceBytes: number;
  files: number;
  fileBytes: number;
  /** Variants that had to be encoded (not found in the cache). */
  encoded: number;
  /** Variants read from the cache. */
  cached: number;
}

interface Raster {
  file: string;
  name: string;
  hash: string;
  width: number;
  height: number;
}

export function contentImages(options: ContentImagesOptions): Plugin[] {
  const contentDir = path.resolve(options.contentDir);
  const imagesDir = path.join(contentDir, 'images');
  const cacheDir = path.resolve(options.cacheDir ?? DEFAULT_CACHE_DIR);
  const progressEveryMs = options.progressEveryMs ?? PROGRESS_EVERY_MS;
  let config: ResolvedConfig;
  const rasters = new Map<string, Raster>();
  const report: ImageBuildReport = {
    sources: 0,
    sourceBytes: 0,
    files: 0,
    fileBytes: 0,
    encoded: 0,
    cached: 0,
  };
  /** Each variant counted once, as encoded or as read from the cache, over all environments. */
  const counted = new Set<string>();
  let lastProgress = Date.now();
  /** What this build has counted already, over all its environments (client and prerender). */
  const reported = new Set<string>();
  const emitted = new Set<string>();

  /** One variant's bytes, from the cache or encoded now. */
  async function variant(raster: Raster, width: number, format: VariantFormat): Promise<Buffer> {
    const cached = path.join(cacheDir, `${raster.hash}-${width}.${format}`);
    if (existsSync(cached)) {
      // A variant this build encoded itself (for another environment) is not from the cache.
      if (!counted.has(cached)) {
        counted.add(cached);
        report.cached += 1;
      }
      return readFileSync(cached);
    }
    const bytes = await sharp(raster.file)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .toFormat(format, encodingOf(format, width))
      .toBuffer();
    mkdirSync(cacheDir, { recursive: true });
    // Written whole or not at all, so an interrupted build never leaves half a file.
    writeWhole(cached, bytes);
    counted.add(cached);
    report.encoded += 1;
    // A first build encodes for minutes: say how far it got, every progressEveryMs.
    const now = Date.now();
    if (now - lastProgress >= progressEveryMs) {
      lastProgress = now;
      config.logger.info(
        `images: ${report.encoded} AVIF and WebP files encoded so far (they are kept for the next build)…`,
      );
    }
    return bytes;
  }

  /** The screen found on a device picture, once per picture (where and its colour). */
  const screens = new Map<string, Promise<ImageScreen | undefined>>();
  function screenOf(raster: Raster): Promise<ImageScreen | undefined> {
    let found = screens.get(raster.hash);
    if (!found) {
      found = findScreenArea(raster.file).then(
        (screen) =>
          screen && { area: screen.area, ...(screen.colour && { colour: screen.colour }) },
        () => undefined,
      );
      screens.set(raster.hash, found);
    }
    return found;
  }

  async function readRaster(file: string): Promise<Raster> {
    const known = rasters.get(file);
    if (known) return known;
    const source = readFileSync(file);
    let size: { width: number; height: number } | undefined;
    try {
      size = uprightSize(await sharp(source).metadata());
    } catch {
      size = undefined;
    }
    if (!size) throw new Error(unreadable(file, contentDir));
    const raster: Raster = {
      file,
      name: safeName(file),
      hash: createHash('sha256').update(source).update(SETTINGS).digest('base64url').slice(0, 10),
      width: size.width,
      height: size.height,
    };
    rasters.set(file, raster);
    return raster;
  }

  const plugin: Plugin = {
    name: 'content-images',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    transform(code, id) {
      const imports: string[] = [];
      const out = rewriteHelperCalls(code, id, {
        contentDir,
        helper: 'image',
        argumentFor: ({ literal, line, offset }) => {
          if (!IMAGE_EXTENSIONS.some((ext) => literal.toLowerCase().endsWith(ext)))
            return undefined;
          const source = path.join(imagesDir, literal);
          if (!source.startsWith(imagesDir + path.sep) || !existsSync(source)) {
            const where = `${path.relative(config.root, id.split('?')[0] ?? id)}:${line}`;
            this.error(missing(where, literal, path.relative(config.root, source)));
          }
          const name = `__contentImage${imports.length}`;
          const isDevice = DEVICE_PICTURE_FIELD.test(code.slice(Math.max(0, offset - 40), offset));
          const query = isDevice ? DEVICE_PICTURE_QUERY : CONTENT_IMAGE_QUERY;
          imports.push(`import ${name} from ${JSON.stringify(`${source}?${query}`)};`);
          return name;
        },
      });
      if (!out) return null;
      out.prepend(`${imports.join('\n')}\n`);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
    async load(id) {
      const [file, query] = id.split('?');
      if (!file || (query !== CONTENT_IMAGE_QUERY && query !== DEVICE_PICTURE_QUERY)) return null;
      this.addWatchFile(file);
      if (file.toLowerCase().endsWith('.svg')) {
        // Never a script, handler or outside reference in a shipped SVG (./svg-safety.ts).
        const svg = sanitiseSvg(readFileSync(file, 'utf8'));
        const size = svgSize(svg);
        if (!size) this.error(unreadable(file, contentDir));
        const src =
          config.command === 'serve'
            ? JSON.stringify(`/@fs${file}`)
            : `"__VITE_ASSET__${this.emitFile({ type: 'asset', name: path.basename(file), source: svg })}__"`;
        return `export default { src: ${src}, w: ${size.width}, h: ${size.height} };`;
      }
      let raster: Raster;
      try {
        raster = await readRaster(file);
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
      const { name, hash, width, height } = raster;
      const screen = query === DEVICE_PICTURE_QUERY ? await screenOf(raster) : undefined;
      const data = JSON.stringify({ name, hash, w: width, h: height, ...(screen && { screen }) });
      if (config.command !== 'build') return `export default ${data};`;
      // Every build environment writes the variants. Pictures that only the prerender reads
      // (e.g. data handed to a page by a loader) are in no client chunk: naming the files in the
      // prerender's code puts them in its manifest, and React Router moves them to the site.
      const isClient = this.environment.name === 'client';
      const references: string[] = [];
      if (!reported.has(file)) {
        reported.add(file);
        report.sources += 1;
        report.sourceBytes += readFileSync(file).length;
      }
      // Encoded side by side (sharp runs each on a thread of its own), emitted in order.
      const encoded = await Promise.all(
        variantWidths(raster.width).flatMap((width) =>
          VARIANT_FORMATS.map(async ({ format }) => ({
            width,
            format,
            source: await variant(raster, width, format),
          })),
        ),
      );
      for (const { width, format, source } of encoded) {
        const fileName = variantPath(raster.name, raster.hash, width, format);
        const reference = this.emitFile({ type: 'asset', fileName, source });
        references.push(`"__VITE_ASSET__${reference}__"`);
        if (!emitted.has(fileName)) {
          emitted.add(fileName);
          report.files += 1;
          report.fileBytes += source.length;
        }
      }
      // The list is not enumerable: a loader that hands the picture to the page serialises
      // only name, hash and size into the HTML, not every variant's URL.
      return isClient
        ? `export default ${data};`
        : `export default Object.defineProperty(${data}, 'files', { value: [${references.join(', ')}] });`;
    },
    // The dev server makes each variant when the page asks for it.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /\/assets\/(.+)-([\w-]{10})-(\d+)\.(avif|webp)$/.exec(req.url ?? '');
        const raster = match && [...rasters.values()].find((r) => r.hash === match[2]);
        if (!match || !raster) return next();
        variant(raster, Number(match[3]), match[4] as VariantFormat).then(
          (bytes) => {
            res.setHeader('Content-Type', `image/${match[4]}`);
            res.end(bytes);
          },
          (error: unknown) => next(error),
        );
      });
    },
    // Printed after each environment, counting all pictures so far: the last line is the build's.
    generateBundle() {
      if (report.sources) config.logger.info(formatReport(report));
    },
  };
  return [plugin];
}

export function formatReport(r: ImageBuildReport): string {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return (
    `images: ${r.sources} ${r.sources === 1 ? 'picture' : 'pictures'} (${mb(r.sourceBytes)} as given) → ${r.files} AVIF and WebP ` +
    `files (${mb(r.fileBytes)}); ${r.encoded} encoded, ${r.cached} from the cache`
  );
}

function missing(where: string, src: string, expected: string): string {
  return `${where}: image('${src}') names a file that does not exist (${expected}). Put the picture there, or fix the path: it is relative to the content folder's images/.`;
}

function unreadable(file: string, contentDir: string): string {
  return `${path.relative(path.dirname(contentDir), file)} is not an image the build can read (damaged, or not really PNG, JPEG, WebP, AVIF or SVG). Export it again as PNG or JPEG.`;
}
