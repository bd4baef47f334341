/**
 * Which unit test files cannot give another answer for another owner's content: `npm test` runs
 * them for the first owner only (test-support/testOwners.ts), as the issue asks ("run
 * content-independent tests once"), and every other file for every owner.
 *
 * A test file counts as content-free only when all of this holds, read from its source and the
 * sources it imports, however deep:
 * - it runs in Node (`@vitest-environment node`): a file in jsdom renders components, which read
 *   the owner's site data that src/test/setup.ts provides;
 * - nothing it imports is content: no `@/content/…` module, nothing in a content folder
 *   (src/content, examples/) or in src/test/ (the tests' view of the content);
 * - nothing it imports finds the content by itself: not build-config.ts (which reads
 *   CONTENT_DIR), not scripts/content/load.ts, and no source names `CONTENT_DIR` outside a
 *   comment;
 * - nothing it imports starts another process (`node:child_process`), which would inherit
 *   CONTENT_DIR.
 * Anything unsure (an import that does not resolve to a file here) counts as content.
 */
import { globSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Where Vitest looks for unit tests: vitest.config.ts takes its `include` from here. */
export const UNIT_TEST_FILES = [
  'src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
  'server/**/*.test.ts',
  'bench/**/*.test.ts',
  'test-support/**/*.test.ts',
];

/** Files that read the content, or say where it is, themselves. */
const CONTENT_READERS = ['build-config.ts', 'scripts/content/load.ts'];
/** Folders whose files are content, or the tests' view of it. */
const CONTENT_FOLDERS = ['src/content/', 'src/test/', 'examples/'];
const NODE_ENVIRONMENT = /@vitest-environment\s+node\b/;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Why a module makes a test depend on the content, or undefined when it does not itself. */
function contentReason(relative: string, source: string): string | undefined {
  if (CONTENT_FOLDERS.some((folder) => relative.startsWith(folder))) return 'is content';
  if (CONTENT_READERS.includes(relative)) return 'reads the content';
  if (codeLines(source).some((line) => line.includes('CONTENT_DIR'))) return 'names CONTENT_DIR';
  return undefined;
}

/**
 * A module's lines less those that start as a comment does (`//`, `/*` or `*`): a doc comment
 * that names CONTENT_DIR reads nothing. A comment after code on its line is kept with the code.
 * The rule reads lines, not tokens: a line of code or of a multi-line string that itself starts
 * with `*` or `//` would be left out too (the parsed alternative, the TypeScript printer, made
 * the classification about six times slower and freed the same files).
 */
function codeLines(source: string): string[] {
  return source.split('\n').filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line));
}

/** Every test file Vitest runs, relative to `root`, in a stable order. */
export function unitTestFiles(root: string): string[] {
  return globSync(UNIT_TEST_FILES, { cwd: root })
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * The test files that say `@vitest-environment node`: vitest.config.ts runs them in plain worker
 * threads and every other file (jsdom) in VM contexts.
 */
export function nodeEnvironmentTests(root: string): string[] {
  return unitTestFiles(root).filter((file) => runsInNode(root, file));
}

/** Whether the test file `relative` says `@vitest-environment node`. */
function runsInNode(root: string, relative: string): boolean {
  return NODE_ENVIRONMENT.test(readFileSync(path.join(root, relative), 'utf8'));
}

/**
 * Resolves an import the way the tests' bundler does for this repository's own files: relative
 * paths and `@/` (src/). Returns 'content' for `@/content/…`, undefined for a package.
 */
function resolveImport(root: string, from: string, specifier: string) {
  if (specifier.startsWith('@/content/')) return 'content' as const;
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const stripped = base.replace(/\?.*$/, '');
  const candidates = [...EXTENSIONS.map((ext) => stripped + ext), stripped.replace(/\.js$/, '.ts')];
  return (
    candidates.find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile()) ??
    ('unresolved' as const)
  );
}

/**
 * Why `file` (absolute) depends on the content, following its imports, or undefined when it
 * does not. `seen` holds the modules already followed in this walk.
 */
function dependsOnContent(root: string, file: string, seen: Set<string>): string | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  const relative = path.relative(root, file).split(path.sep).join('/');
  const source = readFileSync(file, 'utf8');
  const own = contentReason(relative, source);
  if (own) return `${relative} ${own}`;
  const { importedFiles } = ts.preProcessFile(source, true, true);
  for (const { fileName } of importedFiles) {
    if (fileName === 'node:child_process' || fileName === 'child_process')
      return `${relative} starts processes`;
    const resolved = resolveImport(root, file, fileName);
    if (resolved === 'content') return `${relative} imports ${fileName}`;
    if (resolved === 'unresolved') return `${relative} imports ${fileName}, not found`;
    if (!resolved || !/\.tsx?$/.test(resolved)) continue;
    const reason = dependsOnContent(root, resolved, seen);
    if (reason) return reason;
  }
  return undefined;
}

/** Why the test file `relative` may answer differently for another owner, or undefined. */
export function contentDependence(root: string, relative: string): string | undefined {
  if (!runsInNode(root, relative)) return `${relative} runs in jsdom`;
  return dependsOnContent(root, path.join(root, relative), new Set());
}

/** The unit test files that give the same answer for every owner's content. */
export function contentFreeTests(root: string): string[] {
  return unitTestFiles(root).filter((file) => !contentDependence(root, file));
}
