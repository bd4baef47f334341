import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContentIn } from '../content/load';
import { initials } from '../../src/lib/format';
import { ICONS, WEB_MANIFEST } from '../../src/lib/siteFiles';
import { FONT_FAMILY, outlineText, svgToPng } from './render';
import { escapeXml } from './xml';

/**
 * The owner's content (CONTENT_DIR) in the site's default language, read once when a build
 * step first needs it: the icons and the web manifest are one for the whole site.
 */
const { profile, siteTitle, site } = await loadContentIn();

/**
 * The logo mark on a 64-unit canvas: initials in white on the accent colour. `rounded` for the
 * browser tab; home-screen icons are full squares (the platform applies its own mask).
 */
export function markSvg(letters: string, accent: string, rounded: boolean): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${accent}"/>
<text x="32" y="43.6" text-anchor="middle" font-family="${FONT_FAMILY}" font-weight="700" font-size="${letters.length > 1 ? 32 : 38}" letter-spacing="-1" fill="#ffffff">${escapeXml(letters)}</text>
</svg>`;
}

/** An .ico file holding one PNG (supported by every browser since Windows Vista's format). */
export function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // image data offset
  return Buffer.concat([header, png]);
}

/** site.webmanifest: name, icons and colours; start_url and scope follow the base path. */
export function webManifest(base: string): string {
  const icons = Object.entries(ICONS.manifest).flatMap(([size, file]) =>
    (['any', 'maskable'] as const).map((purpose) => ({
      src: `${base}${file.slice(1)}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  );
  const manifest = {
    name: siteTitle,
    short_name: profile.firstName,
    description: `${profile.name}, ${profile.role}`,
    lang: site.lang,
    start_url: base,
    scope: base,
    display: 'standalone',
    theme_color: site.themeColor,
    background_color: site.backgroundColor,
    icons,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

const TAB_ICON_PX = 32;
const APPLE_TOUCH_PX = 180;

export function writeIcons(dist: string, base: string): void {
  const letters = initials(profile.name);
  const rounded = markSvg(letters, site.themeColor, true);
  const square = markSvg(letters, site.themeColor, false);
  const out = (file: string) => path.join(dist, file);
  writeFileSync(out(ICONS.svg), outlineText(rounded));
  writeFileSync(out(ICONS.ico), pngToIco(svgToPng(rounded, TAB_ICON_PX), TAB_ICON_PX));
  writeFileSync(out(ICONS.appleTouch), svgToPng(square, APPLE_TOUCH_PX));
  for (const [size, file] of Object.entries(ICONS.manifest)) {
    writeFileSync(out(file), svgToPng(square, Number(size)));
  }
  writeFileSync(out(WEB_MANIFEST), webManifest(base));
}
