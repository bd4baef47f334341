// @vitest-environment node
/**
 * Formatting never blocks an owner: `npm run lint` formats every owner's content folder before
 * Prettier checks the repository (scripts/format-content.ts), and leaves the samples to the check.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatOwnerContent, ownerContentFolders } from './format-content';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('the owner’s content folders', () => {
  const files = [
    'src/content/profile.ts',
    'examples/alt-owner/profile.ts',
    'my-content/profile.ts',
    'my-content/timeline.ts',
    'people/second/profile.ts',
    'src/App.tsx',
  ];

  it('are every folder with a profile.ts and CONTENT_DIR’s, but the two samples', () => {
    expect(ownerContentFolders(ROOT, files, undefined)).toEqual(['my-content', 'people/second']);
    expect(ownerContentFolders(ROOT, files, './my-content/')).toEqual([
      'my-content',
      'people/second',
    ]);
    expect(ownerContentFolders(ROOT, [], path.join(ROOT, 'their-site'))).toEqual(['their-site']);
  });

  it('never include a sample, the repository itself or a folder outside it', () => {
    expect(ownerContentFolders(ROOT, files.slice(0, 2), 'src/content')).toEqual([]);
    expect(ownerContentFolders(ROOT, ['profile.ts'], '.')).toEqual([]);
    expect(ownerContentFolders(ROOT, [], '../elsewhere')).toEqual([]);
  });
});

describe('formatting the owner’s content', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('rewrites their files with the repository’s settings, so the check passes', () => {
    root = mkdtempSync(path.join(tmpdir(), 'format-content-'));
    for (const file of ['.prettierrc.json', '.editorconfig'])
      copyFileSync(path.join(ROOT, file), path.join(root, file));
    mkdirSync(path.join(root, 'node_modules', '.bin'), { recursive: true });
    const bin = path.join(root, 'node_modules', '.bin', 'prettier');
    writeFileSync(
      bin,
      `#!/bin/sh\nexec "${path.join(ROOT, 'node_modules', '.bin', 'prettier')}" "$@"\n`,
      {
        mode: 0o755,
      },
    );
    mkdirSync(path.join(root, 'my-content'));
    const profile = path.join(root, 'my-content', 'profile.ts');
    writeFileSync(profile, 'export const profile = {name:"Ada",   role:  "Student"}\n');
    writeFileSync(
      path.join(root, 'my-content', 'site.ts'),
      "export const site = { lang: 'en' };\n",
    );

    expect(formatOwnerContent(root, ['my-content'])).toEqual(['my-content/profile.ts']);
    expect(readFileSync(profile, 'utf8')).toBe(
      "export const profile = { name: 'Ada', role: 'Student' };\n",
    );
    // What `prettier --check .` then says about the folder: nothing.
    expect(() =>
      execFileSync(bin, ['--check', 'my-content'], { cwd: root, stdio: 'pipe' }),
    ).not.toThrow();
    expect(formatOwnerContent(root, ['my-content'])).toEqual([]);
    // Three Prettier runs on a busy machine.
  }, 60_000);
});
