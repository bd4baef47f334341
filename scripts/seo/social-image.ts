import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContentIn, loadLanguages } from '../content/load';
import { localePath } from '../../src/i18n/languages';
import { mixHex } from '../../src/lib/colour';
import { initials } from '../../src/lib/format';
import { SOCIAL_IMAGE, socialImagePath } from '../../src/lib/siteFiles';
import type { Lang } from '../../src/model/types';
import { FONT_FAMILY, svgToPng, textWidth, tokenColour } from './render';
import { escapeXml } from './xml';

/** The image's own word above the name, in each language (a missing one fails the type check). */
export const SOCIAL_IMAGE_WORDS: Readonly<Record<Lang, { label: string }>> = {
  en: { label: 'Portfolio' },
  tr: { label: 'Portfolyo' },
};

export interface SocialImageText {
  name: string;
  role: string;
  school: string;
  /** Where the site lives, e.g. 'deniz-yilmaz-dev.github.io/portfolio'. */
  address: string;
  /** The small heading beside the mark, drawn as written (default 'PORTFOLIO'). */
  label?: string;
}

export interface SocialImagePalette {
  background: [string, string, string];
  text: string;
  muted: string;
  glow: string;
  accent: string;
}

const { width: W, height: H } = SOCIAL_IMAGE;
/** Room for the text left of the illustration. */
const TEXT_MAX_WIDTH = 660;

/** The largest size up to `max` at which the line fits TEXT_MAX_WIDTH. */
function fitSize(text: string, max: number, weight: number, spacing = 0): number {
  const width = textWidth(text, max, weight, spacing);
  return width <= TEXT_MAX_WIDTH ? max : Math.floor((max * TEXT_MAX_WIDTH) / width);
}

/** A browser window with code lines and a phone beside it: what the portfolio shows. */
function illustration(p: SocialImagePalette): string {
  const lines = [210, 150, 250, 120, 190, 90]
    .map(
      (w, i) =>
        `<rect x="${824 + (i % 3 === 1 ? 28 : 0)}" y="${232 + i * 30}" width="${w}" height="12" rx="6" fill="${i % 2 ? p.glow : p.text}" fill-opacity="${i % 2 ? 0.55 : 0.28}"/>`,
    )
    .join('');
  return `<g>
<rect x="796" y="150" width="330" height="250" rx="18" fill="${p.text}" fill-opacity="0.07" stroke="${p.glow}" stroke-opacity="0.45" stroke-width="2"/>
<path d="M796 196h330" stroke="${p.glow}" stroke-opacity="0.35" stroke-width="2"/>
<circle cx="822" cy="173" r="6" fill="${p.glow}" fill-opacity="0.7"/><circle cx="842" cy="173" r="6" fill="${p.glow}" fill-opacity="0.45"/><circle cx="862" cy="173" r="6" fill="${p.glow}" fill-opacity="0.25"/>
${lines}
<rect x="1010" y="268" width="134" height="254" rx="24" fill="${p.background[0]}" stroke="${p.glow}" stroke-opacity="0.6" stroke-width="2"/>
<rect x="1024" y="294" width="106" height="200" rx="10" fill="${p.text}" fill-opacity="0.08"/>
<rect x="1058" y="279" width="38" height="6" rx="3" fill="${p.glow}" fill-opacity="0.5"/>
<rect x="1036" y="310" width="82" height="54" rx="8" fill="${p.accent}" fill-opacity="0.9"/>
<rect x="1036" y="376" width="60" height="10" rx="5" fill="${p.text}" fill-opacity="0.35"/>
<rect x="1036" y="396" width="82" height="10" rx="5" fill="${p.text}" fill-opacity="0.2"/>
<rect x="1036" y="416" width="70" height="10" rx="5" fill="${p.text}" fill-opacity="0.2"/>
<rect x="1036" y="452" width="82" height="26" rx="13" fill="${p.glow}" fill-opacity="0.6"/>
</g>`;
}

/** The 1200 x 630 preview: logo mark, name, role, school and address on the hero's colours. */
export function socialImageSvg(text: SocialImageText, p: SocialImagePalette): string {
  const [bg1, bg2, bg3] = p.background;
  const nameSize = fitSize(text.name, 84, 700, -1.5);
  const roleSize = fitSize(text.role, 36, 500);
  const schoolSize = fitSize(text.school, 30, 400);
  const font = `font-family="${FONT_FAMILY}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="0.6" stop-color="${bg3}"/><stop offset="1" stop-color="${bg2}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="${p.text}" fill-opacity="0.09"/></pattern>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="1010" cy="300" r="420" fill="url(#glow)"/>
<rect x="740" width="${W - 740}" height="${H}" fill="url(#dots)"/>
${illustration(p)}
<rect x="88" y="84" width="72" height="72" rx="16" fill="${p.text}"/>
<text x="124" y="132" text-anchor="middle" ${font} font-weight="700" font-size="32" letter-spacing="-0.5" fill="${p.accent}">${escapeXml(initials(text.name))}</text>
<text x="184" y="129" ${font} font-weight="500" font-size="26" letter-spacing="3" fill="${p.muted}">${escapeXml(text.label ?? 'PORTFOLIO')}</text>
<text x="88" y="318" ${font} font-weight="700" font-size="${nameSize}" letter-spacing="-1.5" fill="${p.text}">${escapeXml(text.name)}</text>
<text x="88" y="384" ${font} font-weight="500" font-size="${roleSize}" fill="${p.text}" fill-opacity="0.92">${escapeXml(text.role)}</text>
<text x="88" y="432" ${font} font-weight="400" font-size="${schoolSize}" fill="${p.muted}">${escapeXml(text.school)}</text>
<rect x="88" y="494" width="96" height="6" rx="3" fill="${p.glow}"/>
<text x="88" y="550" ${font} font-weight="500" font-size="26" fill="${p.glow}">${escapeXml(text.address)}</text>
</svg>`;
}

/** The hero's colours with the owner's accent, as the site shows them. */
export async function socialPalette(root: string): Promise<SocialImagePalette> {
  const { site } = await loadContentIn();
  // The owner's accent (site.ts), as on the site; the template's default for a malformed one.
  const accent = /^#[0-9a-f]{6}$/i.test(site.themeColor) ? site.themeColor : '#0f766e';
  return {
    background: [
      tokenColour(root, 'color-hero-bg-1'),
      mixHex(accent, tokenColour(root, 'color-hero-bg-1'), 0.55),
      tokenColour(root, 'color-hero-bg-3'),
    ],
    text: tokenColour(root, 'color-hero-text'),
    muted: tokenColour(root, 'color-hero-muted'),
    glow: mixHex(accent, '#ffffff', 0.55),
    accent,
  };
}

/** `text` broken into lines of at most `width` px at `size` (words kept whole). */
function wrapLines(text: string, size: number, weight: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, size, weight, -1) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export interface PostImageText {
  title: string;
  name: string;
  /** The date and reading time, written out ('March 4, 2026 · 3 min read'). */
  facts: string;
  /** The small heading beside the mark ('WRITING'). */
  label: string;
}

/**
 * A post's 1200 x 630 preview: its title as large as fits in three lines, the owner's name,
 * the date and reading time, on the site's colours.
 */
export function postSocialImageSvg(text: PostImageText, p: SocialImagePalette): string {
  const [bg1, bg2, bg3] = p.background;
  const font = `font-family="${FONT_FAMILY}"`;
  const maxWidth = W - 2 * 88;
  let size = 76;
  let lines = wrapLines(text.title, size, 700, maxWidth);
  while (
    size > 36 &&
    (lines.length > 3 || lines.some((l) => textWidth(l, size, 700, -1) > maxWidth))
  ) {
    size -= 4;
    lines = wrapLines(text.title, size, 700, maxWidth);
  }
  const leading = Math.round(size * 1.15);
  const top = 330 - ((lines.length - 1) * leading) / 2;
  const title = lines
    .map(
      (line, i) =>
        `<text x="88" y="${top + i * leading}" ${font} font-weight="700" font-size="${size}" letter-spacing="-1" fill="${p.text}">${escapeXml(line)}</text>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="0.6" stop-color="${bg3}"/><stop offset="1" stop-color="${bg2}"/></linearGradient>
<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="${p.text}" fill-opacity="0.09"/></pattern>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect x="820" width="${W - 820}" height="${H}" fill="url(#dots)"/>
<rect x="88" y="72" width="72" height="72" rx="16" fill="${p.text}"/>
<text x="124" y="120" text-anchor="middle" ${font} font-weight="700" font-size="32" letter-spacing="-0.5" fill="${p.accent}">${escapeXml(initials(text.name))}</text>
<text x="184" y="117" ${font} font-weight="500" font-size="26" letter-spacing="3" fill="${p.muted}">${escapeXml(text.label)}</text>
${title}
<rect x="88" y="500" width="96" height="6" rx="3" fill="${p.glow}"/>
<text x="88" y="556" ${font} font-weight="500" font-size="28" fill="${p.text}">${escapeXml(text.name)}</text>
<text x="${W - 88}" y="556" text-anchor="end" ${font} font-weight="400" font-size="26" fill="${p.muted}">${escapeXml(text.facts)}</text>
</svg>`;
}

/**
 * One social image per language of the site, at `socialImagePath(lang, languages)`
 * (`og-image.png` for the default language, `og-image.tr.png` beside it), with that language's
 * role, school and heading, and the address of its home page.
 */
export async function writeSocialImage(
  root: string,
  dist: string,
  siteUrl: string,
  base: string,
): Promise<void> {
  const languages = await loadLanguages();
  const palette = await socialPalette(root);
  for (const lang of languages) {
    const { profile } = await loadContentIn(lang);
    const home = localePath('/', lang, languages).slice(1);
    const address = `${siteUrl.replace(/^https?:\/\//, '')}${base}${home}`.replace(/\/$/, '');
    const svg = socialImageSvg(
      {
        name: profile.name,
        role: profile.role,
        school: profile.school,
        address,
        label: SOCIAL_IMAGE_WORDS[lang].label.toLocaleUpperCase(lang),
      },
      palette,
    );
    writeFileSync(path.join(dist, socialImagePath(lang, languages)), svgToPng(svg));
  }
}
