/**
 * The image step of the build. Content names its pictures with `image('cards/app.png', alt)`;
 * this Vite plugin finds those calls in the content modules, has vite-imagetools (sharp/libvips)
 * make AVIF and WebP variants at the widths of `variants.ts` with content-hashed names under
 * `assets/`, and hands the result (sizes and `srcset`s) to the call as its third argument. So the
 * picture's data travels with the content module that names it, and nobody types pixel sizes.
 * SVG files are emitted as they are, with their size read from the file.
 *
 * Encoded variants are cached in node_modules/.cache/imagetools (outside dist/): an unchanged
 * image costs no encoding on the next build. The client build prints what it made.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin, ResolvedConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { svgSize } from './svg-size.ts';
import { IMAGE_EXTENSIONS, VARIANT_FORMATS, variantWidths } from './variants.ts';

/** Marks an import made by this plugin (`…/cards/app.png?content-image`). */
export const CONTENT_IMAGE_QUERY = 'content-image';

/** Where encoded variants are kept between builds. */
export const DEFAULT_CACHE_DIR = 'node_modules/.cache/imagetools';

/** `image('…'` with a literal path: the only form the build can see before running the code. */
const IMAGE_CALL = /(?<![\w.$])image\(\s*(['"`])([^'"`\n]+)\1/g;

export interface ContentImagesOptions {
  /** The content folder; its pictures are under `images/`. */
  contentDir: string;
  cacheDir?: string;
}

/** What one build made, printed at its end and read by tests. */
export interface ImageBuildReport {
  sources: number;
  sourceBytes: number;
  files: number;
  fileBytes: number;
  /** Variants that had to be encoded (not found in the cache). */
  encoded: number;
}

export function contentImages(options: ContentImagesOptions): Plugin[] {
  const contentDir = path.resolve(options.contentDir);
  const imagesDir = path.join(contentDir, 'images');
  const cacheDir = path.resolve(options.cacheDir ?? DEFAULT_CACHE_DIR);
  mkdirSync(cacheDir, { recursive: true });
  const sourcesUsed = new Set<string>();
  let config: ResolvedConfig;
  let cachedBefore = 0;

  const processor = imagetools({
    include: new RegExp(`\\.(avif|jpeg|jpg|png|webp)\\?${CONTENT_IMAGE_QUERY}$`),
    cache: { dir: cacheDir },
    defaultDirectives: async (url, metadata) => {
      if (!url.searchParams.has(CONTENT_IMAGE_QUERY)) return new URLSearchParams();
      const file = decodeURIComponent(url.pathname);
      let width: number | undefined;
      try {
        width = (await metadata()).width;
      } catch {
        width = undefined;
      }
      if (!width) throw new Error(unreadable(file, contentDir));
      return new URLSearchParams({
        w: variantWidths(width).join(';'),
        format: VARIANT_FORMATS.map((f) => f.format).join(';'),
        as: 'picture',
      });
    },
    // Each width in each format, with that format's quality (not imagetools' full cross product).
    resolveConfigs: (entries) => {
      const widths = entries.find(([key]) => key === 'w')?.[1] ?? [];
      return widths.flatMap((w) =>
        VARIANT_FORMATS.map(({ format, quality }) => ({ w, format, quality: String(quality) })),
      );
    },
  });

  const callsToImports: Plugin = {
    name: 'content-images:calls',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      cachedBefore = readdirSync(cacheDir).length;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(contentDir + path.sep) || !/\.[cm]?tsx?$/.test(file)) return null;
      if (path.basename(file).startsWith('image.')) return null;
      const out = new MagicString(code);
      const imports: string[] = [];
      for (const match of code.matchAll(IMAGE_CALL)) {
        const src = match[2] ?? '';
        const source = path.join(imagesDir, src);
        const where = `${path.relative(config.root, file)}:${lineOf(code, match.index)}`;
        if (!IMAGE_EXTENSIONS.some((ext) => src.toLowerCase().endsWith(ext))) continue;
        if (!source.startsWith(imagesDir + path.sep) || !existsSync(source))
          this.error(missing(where, src, path.relative(config.root, source)));
        sourcesUsed.add(source);
        const name = `__contentImage${imports.length}`;
        imports.push(`import ${name} from ${JSON.stringify(`${source}?${CONTENT_IMAGE_QUERY}`)};`);
        out.overwrite(
          match.index,
          match.index + 'image('.length,
          `((src, alt) => image(src, alt, ${name}))(`,
        );
      }
      if (!imports.length) return null;
      out.prepend(`${imports.join('\n')}\n`);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };

  const svgFiles: Plugin = {
    name: 'content-images:svg',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (!file?.endsWith('.svg') || query !== CONTENT_IMAGE_QUERY) return null;
      const svg = readFileSync(file, 'utf8');
      const size = svgSize(svg);
      if (!size) this.error(unreadable(file, contentDir));
      const src =
        config.command === 'serve'
          ? JSON.stringify(`/@fs${file}`)
          : `"__VITE_ASSET__${this.emitFile({ type: 'asset', name: path.basename(file), source: svg })}__"`;
      return `export default { sources: {}, img: { src: ${src}, w: ${size.width}, h: ${size.height} } };`;
    },
  };

  const report: Plugin = {
    name: 'content-images:report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client' || !sourcesUsed.size) return;
      const sources = [...sourcesUsed];
      const made = Object.values(bundle).filter(
        (chunk) =>
          chunk.type === 'asset' &&
          chunk.originalFileNames.some((name) => sources.some((s) => s.endsWith(name))),
      );
      const result: ImageBuildReport = {
        sources: sources.length,
        sourceBytes: sources.reduce((sum, s) => sum + statSync(s).size, 0),
        files: made.length,
        fileBytes: made.reduce(
          (sum, chunk) => sum + (chunk.type === 'asset' ? Buffer.byteLength(chunk.source) : 0),
          0,
        ),
        encoded: Math.max(0, readdirSync(cacheDir).length - cachedBefore),
      };
      config.logger.info(formatReport(result));
    },
  };

  return [callsToImports, svgFiles, processor, report];
}

export function formatReport(r: ImageBuildReport): string {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return (
    `images: ${r.sources} source files (${mb(r.sourceBytes)}) → ${r.files} files in AVIF, WebP and SVG ` +
    `(${mb(r.fileBytes)}); ${r.encoded} encoded, the rest from the cache`
  );
}

function lineOf(code: string, index: number): number {
  return code.slice(0, index).split('\n').length;
}

function missing(where: string, src: string, expected: string): string {
  return `${where}: image('${src}') names a file that does not exist (${expected}). Put the picture there, or fix the path: it is relative to the content folder's images/.`;
}

function unreadable(file: string, contentDir: string): string {
  return `${path.relative(path.dirname(contentDir), file)} is not an image the build can read (damaged, or not really PNG, JPEG, WebP, AVIF or SVG). Export it again as PNG or JPEG.`;
}
