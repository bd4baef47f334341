/**
 * Writes a content folder for a build with `CONTENT_DIR`: a copy of src/content whose
 * projects and timeline are grown (or shrunk) by ./growContent.ts when they load.
 */
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GrowOptions } from './growContent';

const ROOT = path.resolve(import.meta.dirname, '..');
const SAMPLE = path.join(ROOT, 'src', 'content');
const GROW_MODULE = path.join(ROOT, 'test-support', 'growContent.ts');

/** Copies the sample content to `dir` (replacing it) and grows it there; returns `dir`. */
export function writeContentFolder(dir: string, options: GrowOptions): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  cpSync(SAMPLE, dir, { recursive: true, filter: (file) => !/\.test\.tsx?$/.test(file) });
  for (const name of ['projects', 'timeline']) {
    renameSync(path.join(dir, `${name}.ts`), path.join(dir, `${name}.sample.ts`));
    writeFileSync(
      path.join(dir, `${name}.ts`),
      `export * from './${name}.sample';\nimport './grow';\n`,
    );
  }
  writeFileSync(
    path.join(dir, 'grow.ts'),
    [
      `import type { Project, TimelineEntry } from './types';`,
      `import { overviewProjectIds, projects } from './projects.sample';`,
      `import { timeline } from './timeline.sample';`,
      `import { growInPlace } from ${JSON.stringify(GROW_MODULE)};`,
      `growInPlace(`,
      `  {`,
      `    projects: projects as Project[],`,
      `    timeline: timeline as TimelineEntry[],`,
      `    overviewProjectIds: overviewProjectIds as string[],`,
      `  },`,
      `  ${JSON.stringify(options)},`,
      `);`,
      ``,
    ].join('\n'),
  );
  if (!existsSync(path.join(dir, 'projects.sample.ts'))) throw new Error(`could not write ${dir}`);
  return dir;
}
