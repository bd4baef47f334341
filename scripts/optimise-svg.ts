import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { optimize } from 'svgo';
import { symbolsIn } from '../src/components/Icon/spriteSymbols';
import { sanitiseSvg } from './images/svg-safety';
import { filesIn, type BuildStep } from './build-step';

/**
 * Build step: optimises every SVG in dist/ (whatever put it there: the image step, posts,
 * downloads, public/) with SVGO, between two runs of the sanitiser (images/svg-safety.ts): SVGO
 * only ever reads a cleaned file, and what ships is the sanitiser's own output, so nothing that
 * could run code or load from elsewhere leaves the build. The sources in public/ stay readable
 * and editable; only the deployed copies are minified. Ids are kept, because pages reference
 * symbols of the icon sprite by id (`<use href="…/skills.svg#react">`).
 */
export function optimiseSvg(source: string, file: string, floatPrecision = 3): string {
  const optimised = optimize(sanitiseSvg(source), {
    path: file,
    multipass: true,
    floatPrecision,
    plugins: [
      {
        name: 'preset-default',
        params: { overrides: { cleanupIds: false, removeHiddenElems: false } },
      },
    ],
  }).data;
  return sanitiseSvg(optimised);
}

const SVG_ROOT = /^<svg[^>]*>|<\/svg>\s*$/g;

/**
 * Decimals a drawing needs: coordinates rounded to them move by at most 1/1000 of the
 * viewBox's larger side (an icon on a 512 grid needs none, on a 24 grid two). Invisible at any
 * size an icon is shown, and about a third fewer bytes for pages that carry icons inline.
 */
export function precisionFor(viewBox: string): number {
  const [, , width = 0, height = 0] = viewBox
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const size = Math.max(width, height);
  return size > 0 ? Math.max(0, Math.ceil(Math.log10(500 / size))) : 3;
}

/** An icon sprite: each <symbol> optimised with the precision its own viewBox needs. */
export function optimiseSprite(source: string, file: string): string {
  const symbols = [...symbolsIn(source).values()].map((symbol) => {
    const viewBox = /viewBox="([^"]+)"/.exec(symbol)?.[1] ?? '';
    const wrapped = `<svg xmlns="http://www.w3.org/2000/svg">${symbol}</svg>`;
    return optimiseSvg(wrapped, file, precisionFor(viewBox)).replace(SVG_ROOT, '');
  });
  return sanitiseSvg(`<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`);
}

/** The icon sprites (icons/*.svg) hold only symbols, each drawn on its own grid. */
const isSprite = (file: string) => /(^|\/)icons\/[^/]+\.svg$/.test(file);

/** Any file a host serves as an SVG (hosts and mime-types read the extension in any case). */
export const isSvgFile = (file: string) => /\.svg$/i.test(file);

export const optimiseSvgFiles: BuildStep = ({ dist }) => {
  const files = filesIn(dist, isSvgFile);
  let before = 0;
  let after = 0;
  for (const relative of files) {
    const file = path.join(dist, relative);
    const source = readFileSync(file, 'utf8');
    const viewBox = /^<svg[^>]*\sviewBox="([^"]+)"/.exec(source)?.[1] ?? '';
    const optimised = isSprite(relative)
      ? optimiseSprite(source, file)
      : optimiseSvg(source, file, precisionFor(viewBox));
    before += source.length;
    after += optimised.length;
    writeFileSync(file, optimised);
  }
  console.log(
    `optimise-svg: ${files.length} files, ${(before / 1024).toFixed(1)} KB -> ${(after / 1024).toFixed(1)} KB`,
  );
};
