/**
 * The site's typeface, cut to what the pages draw. Inter (from @fontsource-variable/inter, the
 * weight axis only) comes in two files split by script: Latin, and Latin Extended. The build
 * keeps, of each, the characters every page may need (printable ASCII, Latin-1, punctuation,
 * the Turkish letters) plus every character the owner's content uses, so a name such as
 * 'Zoë Ångström' or 'Yılmaz' draws in the typeface while the files stay small. The stylesheet
 * that names them is src/styles/fonts.css (`./fonts/inter-latin.woff2`, …); the files are cut
 * into a folder of their own per cut under node_modules/.cache/site-fonts/, which ./plugin.ts
 * points those addresses at. So builds of different content folders (the tests run several
 * side by side) never write over each other's files, and a cut once made is reused.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { writeWhole } from '../write-whole.ts';

const require = createRequire(import.meta.url);

/** Where the cuts are kept: one folder per cut. */
export const FONT_CACHE_DIR = path.resolve(
  import.meta.dirname,
  '../../node_modules/.cache/site-fonts',
);

/** Characters any page may show whatever the content: the interface's own texts and symbols. */
export const ALWAYS = [
  range(0x20, 0x7e),
  range(0xa0, 0xff),
  '‐‑–—―‘’‚“”„†‡•…‰′″‹›€™←↑→↓−',
  // Turkish, the second interface language: ç ğ ı İ ö ş ü in both cases.
  'çÇğĞıİöÖşŞüÜ',
].join('');

/** The two source files and the characters each covers (fontsource's unicode-range). */
export const FACES = [
  {
    file: 'inter-latin.woff2',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    covers: (cp: number) =>
      cp <= 0xff ||
      [0x131, 0x152, 0x153, 0x2bb, 0x2bc, 0x2c6, 0x2da, 0x2dc, 0x304, 0x308, 0x329].includes(cp) ||
      (cp >= 0x2000 && cp <= 0x206f) ||
      [0x20ac, 0x2122, 0x2191, 0x2193, 0x2212, 0x2215].includes(cp),
  },
  {
    file: 'inter-latin-ext.woff2',
    source: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
    covers: (cp: number) =>
      (cp >= 0x100 && cp <= 0x2ff && cp !== 0x131) ||
      (cp >= 0x1d00 && cp <= 0x1dbf) ||
      (cp >= 0x1e00 && cp <= 0x1eff) ||
      (cp >= 0x20a0 && cp <= 0x20c0 && cp !== 0x20ac) ||
      cp === 0x2020 ||
      cp === 0x2113 ||
      (cp >= 0x2c60 && cp <= 0x2c7f) ||
      (cp >= 0xa720 && cp <= 0xa7ff),
  },
] as const;

/**
 * What the pages use of the typeface: weights 400 (text) to 750 (the largest headings), and the
 * layout features they draw with (kerning, ligatures, marks, tabular figures and the character
 * variants set in global.css). The rest of Inter's axis and its stylistic sets are left out:
 * about a third of the file.
 */
const CUT = {
  targetFormat: 'woff2',
  keepFeatures: [
    'kern',
    'liga',
    'calt',
    'ccmp',
    'locl',
    'mark',
    'mkmk',
    'tnum',
    'cv05',
    'cv08',
    'ss03',
  ],
  variationAxes: { wght: { min: 400, max: 750, default: 400 } },
} as const;

function range(from: number, to: number): string {
  let text = '';
  for (let cp = from; cp <= to; cp++) text += String.fromCodePoint(cp);
  return text;
}

/** Every text file of the content folder, read as one string (code and prose alike). */
export function contentText(contentDir: string): string {
  const parts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'images' && name !== 'downloads' && name !== 'files') walk(file);
      } else if (/\.(ts|tsx|md|json)$/.test(name)) parts.push(readFileSync(file, 'utf8'));
    }
  };
  if (existsSync(contentDir)) walk(contentDir);
  return parts.join('\n');
}

/** The characters of `text` a face keeps: its share of ALWAYS plus the content's. */
export function charactersFor(face: (typeof FACES)[number], text: string): string {
  const kept = new Set<string>();
  for (const char of ALWAYS + text) {
    const cp = char.codePointAt(0) ?? 0;
    if (face.covers(cp)) kept.add(char);
  }
  return [...kept].sort().join('');
}

/**
 * Cuts the fonts for a content folder, unless the same cut is there already, and returns the
 * folder that holds its files. The folder is named by what the cut is made of (the source
 * files, the options and the characters); each file appears whole (written aside, then
 * renamed), as another build may be reading the folder.
 */
export async function writeSiteFonts(contentDir: string): Promise<string> {
  const text = contentText(contentDir);
  const cuts = FACES.map((face) => ({
    face,
    source: readFileSync(require.resolve(face.source)),
    characters: charactersFor(face, text),
  }));
  const hash = createHash('sha256').update(JSON.stringify(CUT));
  for (const { source, characters } of cuts) hash.update(source).update(characters);
  const dir = path.join(FONT_CACHE_DIR, hash.digest('hex').slice(0, 16));
  for (const { face, source, characters } of cuts) {
    const out = path.join(dir, face.file);
    if (existsSync(out)) continue;
    mkdirSync(dir, { recursive: true });
    writeWhole(out, await subsetFont(source, characters, CUT));
  }
  return dir;
}
