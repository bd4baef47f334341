/**
 * A test file's scratch space under the system's temporary folder: made before its tests,
 * removed after them, with a fresh folder of its own for each use. Call it at the top of the
 * file (it registers `beforeAll` and `afterAll`).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function scratchSpace(prefix: string) {
  let root = '';
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return {
    /** The scratch space itself (once the tests have started). */
    root: () => root,
    /** A new, empty folder in it, named after `name`. */
    folder: (name: string) => {
      const dir = path.join(root, `${name}-${Math.random().toString(36).slice(2, 8)}`);
      mkdirSync(dir);
      return dir;
    },
  };
}
