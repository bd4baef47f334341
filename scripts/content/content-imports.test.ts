// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_MODULES, OPTIONAL_CONTENT_MODULES } from './load';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('src/content/'));
}

/**
 * A content folder that passes the content check must build: so the site, its scripts and its
 * tests import from `@/content/*` only the exports the check requires of every folder (an
 * imported or hand-made folder has no helpers of the sample's own).
 */
describe('what the code imports from the content folder', () => {
  it('is only what the content check requires (or an optional module)', () => {
    const required = { ...CONTENT_MODULES, ...OPTIONAL_CONTENT_MODULES };
    const extra: string[] = [];
    let imports = 0;
    for (const file of [...sourceFiles('src'), ...sourceFiles('scripts'), ...sourceFiles('e2e')]) {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      for (const match of source.matchAll(
        /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@\/content\/([\w-]+)'/g,
      )) {
        const [, typeOnly, names = '', module = ''] = match;
        if (typeOnly) continue;
        imports += 1;
        const allowed: readonly string[] = required[`${module}.ts`] ?? [];
        for (const name of names.split(',').map((n) => n.trim().split(/\s+as\s+/)[0] ?? ''))
          if (name && !name.startsWith('type ') && !allowed.includes(name))
            extra.push(`${file}: ${name} from @/content/${module}`);
      }
    }
    expect(imports).toBeGreaterThan(0);
    expect(extra).toEqual([]);
  });
});
