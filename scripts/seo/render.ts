import { Resvg, renderAsync } from '@resvg/resvg-js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { escapeXml } from './xml';

/**
 * SVG to PNG with resvg, using Inter from an npm package and never the system's fonts, so the
 * images look the same on every machine (CI runners often have no fonts at all).
 */

const require = createRequire(import.meta.url);
const FONT_WEIGHTS = ['400Regular', '500Medium', '700Bold'] as const;

export const FONT_FAMILY = 'Inter';

const fontFiles = FONT_WEIGHTS.map((weight) =>
  require.resolve(`@expo-google-fonts/inter/${weight}/Inter_${weight}.ttf`),
);

function options(width?: number) {
  return {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
    ...(width ? { fitTo: { mode: 'width' as const, value: width } } : {}),
  };
}

function resvg(svg: string, width?: number): Resvg {
  return new Resvg(svg, options(width));
}

/** Renders an SVG to a PNG, optionally scaled to a width in pixels. */
export function svgToPng(svg: string, width?: number): Buffer {
  return resvg(svg, width).render().asPng();
}

/**
 * svgToPng off the main thread, on libuv's pool: several at once use every core (about half
 * the time of one after another on two cores).
 */
export async function svgToPngAsync(svg: string, width?: number): Promise<Buffer> {
  return (await renderAsync(svg, options(width))).asPng();
}

/** The same SVG with its text turned into paths (for an SVG served to browsers). */
export function outlineText(svg: string): string {
  return resvg(svg).toString();
}

/** Colours of the light scheme from the design tokens, so the images follow the site. */
export function tokenColour(root: string, name: string): string {
  const css = readFileSync(path.join(root, 'src/styles/tokens.css'), 'utf8');
  // A plain colour, or the light value of a light-dark() pair.
  const match = new RegExp(`--${name}:\\s*(?:light-dark\\(\\s*)?(#[0-9a-fA-F]{3,8})\\b`).exec(css);
  if (!match?.[1]) throw new Error(`tokens.css has no colour --${name}`);
  return match[1];
}

/** Width in pixels of one line of text as resvg lays it out (Inter, the given weight and size). */
export function textWidth(text: string, fontSize: number, fontWeight: number, spacing = 0): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="400"><text x="0" y="300" font-family="${FONT_FAMILY}" font-weight="${fontWeight}" font-size="${fontSize}" letter-spacing="${spacing}">${escapeXml(text)}</text></svg>`;
  return resvg(svg).getBBox()?.width ?? 0;
}
