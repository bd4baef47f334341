import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeContentTsconfig } from './contentTsconfig';

const ROOT = path.resolve(import.meta.dirname, '..');
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((f) => rmSync(f, { recursive: true, force: true })));

function scratch(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'content-tsconfig-'));
  folders.push(folder);
  return folder;
}

const paths = (file: string) =>
  (
    JSON.parse(readFileSync(file, 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    }
  ).compilerOptions.paths;

describe('writeContentTsconfig', () => {
  it('maps @/content/* to the content folder it is given', () => {
    const folder = scratch();
    const owner = path.join(ROOT, 'examples', 'alt-owner');
    const file = writeContentTsconfig(owner, folder);
    const [target] = paths(file)['@/content/*'] ?? [];
    expect(path.resolve(folder, target ?? '')).toBe(path.join(owner, '*'));
  });

  // Playwright's runner and workers all write it while others read it (CI run 41).
  it('leaves an unchanged file alone, and replaces a changed one whole, by renaming', () => {
    const folder = scratch();
    const file = writeContentTsconfig(path.join(ROOT, 'src', 'content'), folder);
    const first = statSync(file);
    writeContentTsconfig(path.join(ROOT, 'src', 'content'), folder);
    expect(statSync(file).ino).toBe(first.ino);
    expect(statSync(file).mtimeMs).toBe(first.mtimeMs);

    writeContentTsconfig(path.join(ROOT, 'examples', 'alt-owner'), folder);
    // A new file took the old one's name: a reader that had opened the old one reads it whole.
    expect(statSync(file).ino).not.toBe(first.ino);
    expect(paths(file)['@/content/*']?.[0]).toContain('examples/alt-owner');
    expect(readdirSync(folder)).toEqual(['tsconfig.json']);
  });
});
