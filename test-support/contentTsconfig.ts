/**
 * The TypeScript view of the project for one content folder. `@/content/*` is CONTENT_DIR
 * (default src/content) for Vite and Vitest through their alias; tsc and Playwright's loader
 * read tsconfig.json instead, whose `@/*` maps `@/content/*` to src/content. This writes
 * node_modules/.cache/content-tsconfig/tsconfig.json: tsconfig.json, with `@/content/*` mapped
 * to CONTENT_DIR and that folder included. `npm run typecheck` checks the project with it, and
 * playwright.config.ts hands it to Playwright, so end-to-end tests and everything they import
 * (src/lib/…) read the same content as the build they test; `virtual:posts` is
 * test-support/postsModule.ts there.
 *
 * `tsx test-support/contentTsconfig.ts` writes it and prints its path.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentDir, recordModule } from '../build-config';
import { writeWhole } from '../scripts/write-whole';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Writes the tsconfig for the content folder `dir` (into `folder`) and returns its path. */
export function writeContentTsconfig(
  dir: string = contentDir(),
  folder: string = path.join(ROOT, 'node_modules', '.cache', 'content-tsconfig'),
): string {
  const file = path.join(folder, 'tsconfig.json');
  const fromFolder = (target: string) => path.relative(folder, target).split(path.sep).join('/');
  const config = {
    extends: fromFolder(path.join(ROOT, 'tsconfig.json')),
    // tsconfig.json's own list (paths there are relative to it), plus the content folder.
    include: [
      ...['**/*', '**/.server/**/*', '**/.client/**/*', '.react-router/types/**/*'].map((glob) =>
        fromFolder(path.join(ROOT, glob)),
      ),
      fromFolder(path.join(dir, '**/*')),
    ],
    exclude: [
      'node_modules',
      'dist',
      'dist.rr-build',
      '.e2e-builds',
      'playwright-report',
      'test-results',
    ].map((name) => fromFolder(path.join(ROOT, name))),
    compilerOptions: {
      paths: {
        // Optional: the folder's record.ts, or an empty one (build-config.ts `recordModule`).
        '@/content/record': [fromFolder(recordModule(dir))],
        '@/content/*': [`${fromFolder(dir)}/*`],
        '@/*': [`${fromFolder(path.join(ROOT, 'src'))}/*`],
        // The build's posts module (scripts/posts/plugin.ts), read the same way without Vite.
        'virtual:posts': [fromFolder(path.join(ROOT, 'test-support', 'postsModule.ts'))],
      },
    },
  };
  const text = `${JSON.stringify(config, null, 2)}\n`;
  mkdirSync(folder, { recursive: true });
  // Every Playwright process (the runner and each worker) loads playwright.config.ts, which calls
  // this while the others may be reading the file: an unchanged file is left alone, and a changed
  // one is replaced whole (written beside it, then renamed over it), so no reader sees half of it
  // (CI run 41: a worker read it empty, "JSON5: invalid end of input").
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return file;
  writeWhole(file, text);
  return file;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${path.relative(process.cwd(), writeContentTsconfig())}\n`);
}
