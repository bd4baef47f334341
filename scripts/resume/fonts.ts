/**
 * The resume's font: Inter (SIL Open Font License) from the @expo-google-fonts/inter package,
 * as TTF files. The PDF's built-in fonts cover Latin-1 only, and names such as "Yılmaz" need
 * more (ç ğ ı İ ö ş ü and beyond), so the fonts are embedded; no system font is used.
 */
import { Font } from '@react-pdf/renderer';
import { createRequire } from 'node:module';
import path from 'node:path';

export const RESUME_FONT = 'Inter';

const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('@expo-google-fonts/inter/package.json'));
const fontFile = (style: string) => path.join(fontDir, style, `Inter_${style}.ttf`);

/**
 * Registers the resume's fonts afresh, for one document: call it before each render. fontkit
 * keeps a glyph with the characters it was first reached with (`getGlyph` caches it), and a font
 * object lives as long as its registration; so a glyph an earlier document reached without its
 * character (through a substitution, say) went into the next document's text layer without it:
 * the 'ı' of the semibold titles of a Turkish resume rendered after an English one copied,
 * searched and read as a space. Fresh font objects make each PDF independent of the ones before.
 */
export function registerResumeFonts(): void {
  // The store's own table of families: this family's font objects go, the built-in ones stay.
  Reflect.deleteProperty(Font.getRegisteredFonts(), RESUME_FONT);
  Font.register({
    family: RESUME_FONT,
    fonts: [
      { src: fontFile('400Regular'), fontWeight: 400 },
      { src: fontFile('400Regular_Italic'), fontWeight: 400, fontStyle: 'italic' },
      { src: fontFile('600SemiBold'), fontWeight: 600 },
      { src: fontFile('700Bold'), fontWeight: 700 },
    ],
  });
  // Whole words only: no hyphens breaking names or technologies across lines.
  Font.registerHyphenationCallback((word) => [word]);
}
