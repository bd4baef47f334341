import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { optimize } from 'svgo';
import { filesIn, type BuildStep } from './build-step';

/**
 * Build step: optimises every SVG in dist/ with SVGO. The sources in public/ stay readable and
 * editable; only the deployed copies are minified. Ids are kept, because pages reference
 * symbols of the icon sprite by id (`<use href="…/skills.svg#react">`).
 */
export function optimiseSvg(source: string, file: string): string {
  return optimize(source, {
    path: file,
    multipass: true,
    plugins: [
      {
        name: 'preset-default',
        params: { overrides: { cleanupIds: false, removeHiddenElems: false } },
      },
    ],
  }).data;
}

export const optimiseSvgFiles: BuildStep = ({ dist }) => {
  const files = filesIn(dist, (file) => file.endsWith('.svg')).map((file) => path.join(dist, file));
  let before = 0;
  let after = 0;
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const optimised = optimiseSvg(source, file);
    before += source.length;
    after += optimised.length;
    writeFileSync(file, optimised);
  }
  console.log(
    `optimise-svg: ${files.length} files, ${(before / 1024).toFixed(1)} KB -> ${(after / 1024).toFixed(1)} KB`,
  );
};
