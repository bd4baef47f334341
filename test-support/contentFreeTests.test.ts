// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentDependence,
  contentFreeTests,
  nodeEnvironmentTests,
  unitTestFiles,
} from './contentFreeTests';

const NODE = '// @vitest-environment node\n';
/** A small repository: test files and what they import, as the classifier reads them. */
const FILES: Record<string, string> = {
  'build-config.ts': "export const contentDir = () => process.env.CONTENT_DIR ?? 'src/content';\n",
  'src/lib/pure.ts': "import { other } from './other';\nexport const pure = other + 1;\n",
  'src/lib/other.ts': "import { pure } from './pure';\nexport const other = 1;\nvoid pure;\n",
  'src/lib/uses.ts': "export { profile } from '@/content/profile';\n",
  'src/lib/run.ts':
    "import { execFileSync } from 'node:child_process';\nexport { execFileSync };\n",
  'src/lib/settings.ts':
    "import { contentDir } from '../../build-config';\nexport { contentDir };\n",
  'src/lib/names.ts': 'export const dir = process.env.CONTENT_DIR;\n',
  // Names it only in comments: reads nothing. Code after a comment on its line still counts.
  'src/lib/told.ts':
    '/**\n * Joins `<CONTENT_DIR>/pages.ts` with the routes.\n */\n// CONTENT_DIR is not read here\nexport const told = 1;\n',
  'src/lib/trailing.ts': "export const dir = /* the folder */ process.env['CONTENT_DIR'];\n",
  'src/test/content.ts': 'export const projects = [];\n',
  'scripts/pure.test.ts': `${NODE}import { pure } from '../src/lib/pure';\nimport { describe } from 'vitest';\n`,
  'scripts/deep.test.ts': `${NODE}import '@/lib/uses';\n`,
  'src/dom.test.tsx': "import { pure } from './lib/pure';\n",
  // Vitest runs .test.tsx files under src/ only.
  'scripts/elsewhere.test.tsx': `${NODE}export {};\n`,
  'scripts/spawn.test.ts': `${NODE}import { execFileSync } from '../src/lib/run.ts';\n`,
  'scripts/settings.test.ts': `${NODE}const m = await import('../src/lib/settings');\n`,
  'scripts/names.test.ts': `${NODE}import '../src/lib/names';\n`,
  'scripts/told.test.ts': `${NODE}import { told } from '../src/lib/told';\n`,
  'scripts/trailing.test.ts': `${NODE}import '../src/lib/trailing';\n`,
  'scripts/view.test.ts': `${NODE}import { projects } from '@/test/content';\n`,
  'scripts/missing.test.ts': `${NODE}import { x } from './nowhere';\n`,
  'scripts/not-a-test.ts': `${NODE}export {};\n`,
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'content-free-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('content-free unit tests', () => {
  it('finds the test files where Vitest does', () => {
    expect(unitTestFiles(root)).toEqual([
      'scripts/deep.test.ts',
      'scripts/missing.test.ts',
      'scripts/names.test.ts',
      'scripts/pure.test.ts',
      'scripts/settings.test.ts',
      'scripts/spawn.test.ts',
      'scripts/told.test.ts',
      'scripts/trailing.test.ts',
      'scripts/view.test.ts',
      'src/dom.test.tsx',
    ]);
  });

  it('tells the files that run in Node from those that run in jsdom', () => {
    // Vitest runs the two apart (vitest.config.ts): jsdom files in VM contexts, Node files not.
    const node = nodeEnvironmentTests(root);
    expect(node).toEqual(unitTestFiles(root).filter((file) => file !== 'src/dom.test.tsx'));
  });

  it('counts a Node test whose imports (through a cycle) reach no content, or name CONTENT_DIR only in comments, as free', () => {
    expect(contentDependence(root, 'scripts/pure.test.ts')).toBeUndefined();
    expect(contentFreeTests(root)).toEqual(['scripts/pure.test.ts', 'scripts/told.test.ts']);
  });

  it('names why every other test may answer differently for another owner', () => {
    expect(contentDependence(root, 'scripts/deep.test.ts')).toBe(
      'src/lib/uses.ts imports @/content/profile',
    );
    expect(contentDependence(root, 'src/dom.test.tsx')).toBe('src/dom.test.tsx runs in jsdom');
    expect(contentDependence(root, 'scripts/spawn.test.ts')).toBe(
      'src/lib/run.ts starts processes',
    );
    expect(contentDependence(root, 'scripts/settings.test.ts')).toBe(
      'build-config.ts reads the content',
    );
    expect(contentDependence(root, 'scripts/names.test.ts')).toBe(
      'src/lib/names.ts names CONTENT_DIR',
    );
    expect(contentDependence(root, 'scripts/trailing.test.ts')).toBe(
      'src/lib/trailing.ts names CONTENT_DIR',
    );
    expect(contentDependence(root, 'scripts/view.test.ts')).toBe('src/test/content.ts is content');
    expect(contentDependence(root, 'scripts/missing.test.ts')).toBe(
      'scripts/missing.test.ts imports ./nowhere, not found',
    );
  });
});
