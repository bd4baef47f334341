// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { upgrade } from './upgrade';

/** A tiny template repository and an owner's clone of it, in a temporary folder. */
function setUp() {
  const root = mkdtempSync(path.join(tmpdir(), 'upgrade-'));
  const template = path.join(root, 'template');
  const owner = path.join(root, 'owner');
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  write(path.join(template, 'src/App.tsx'), 'export const version = 1;\n');
  write(path.join(template, 'src/content/profile.ts'), "export const name = 'Sample';\n");
  git(template, 'init', '-q', '-b', 'main');
  git(template, 'add', '-A');
  git(template, 'commit', '-q', '-m', 'template v1');
  git(root, 'clone', '-q', template, owner);
  const commit = (cwd: string, message: string) => {
    git(cwd, 'add', '-A');
    git(cwd, 'commit', '-q', '-m', message);
  };
  const lines: string[] = [];
  const run = (options: Partial<Parameters<typeof upgrade>[0]> = {}) =>
    upgrade({ cwd: owner, install: false, log: (line) => lines.push(line), ...options });
  return { root, template, owner, git, write, commit, lines, run };
}

describe('npm run upgrade', () => {
  let t: ReturnType<typeof setUp>;
  beforeEach(() => {
    // The merge commit needs an author; a CI machine may have no git identity.
    for (const who of ['AUTHOR', 'COMMITTER']) {
      vi.stubEnv(`GIT_${who}_NAME`, 'Owner');
      vi.stubEnv(`GIT_${who}_EMAIL`, 'owner@example.com');
    }
    t = setUp();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(t.root, { recursive: true, force: true });
  });

  it('merges the template into an owner whose content is in a folder of their own, cleanly', () => {
    t.write(path.join(t.owner, 'my-content/profile.ts'), "export const name = 'Owner';\n");
    t.commit(t.owner, 'My content');
    t.write(path.join(t.template, 'src/App.tsx'), 'export const version = 2;\n');
    t.write(path.join(t.template, 'src/content/profile.ts'), "export const name = 'Sample 2';\n");
    t.commit(t.template, 'template v2');

    const result = t.run({ url: t.template });
    expect(result).toEqual({ outcome: 'merged', conflicts: [] });
    expect(readFileSync(path.join(t.owner, 'src/App.tsx'), 'utf8')).toContain('version = 2');
    expect(readFileSync(path.join(t.owner, 'my-content/profile.ts'), 'utf8')).toContain('Owner');
    expect(t.git(t.owner, 'log', '-1', '--format=%P').split(' ')).toHaveLength(2);
    expect(t.lines.join('\n')).toMatch(/Added the remote "upstream"[\s\S]*Merged upstream\/main/);
    expect(t.run()).toEqual({ outcome: 'up-to-date', conflicts: [] });
  });

  it('names the conflicting files of an owner who edited the sample in place, and changes nothing', () => {
    t.write(path.join(t.owner, 'src/content/profile.ts'), "export const name = 'Owner';\n");
    t.commit(t.owner, 'Edited the sample');
    const head = t.git(t.owner, 'rev-parse', 'HEAD');
    t.write(path.join(t.template, 'src/content/profile.ts'), "export const name = 'Sample 2';\n");
    t.commit(t.template, 'template v2');

    const result = t.run({ url: t.template });
    expect(result).toEqual({ outcome: 'conflict', conflicts: ['src/content/profile.ts'] });
    const said = t.lines.join('\n');
    expect(said).toContain('  src/content/profile.ts');
    expect(said).toMatch(/folder of your own, put CONTENT_DIR=<that folder> in \.env/);
    expect(said).toContain('git merge --abort');
    t.git(t.owner, 'merge', '--abort');
    expect(t.git(t.owner, 'rev-parse', 'HEAD')).toBe(head);
  });

  it('asks for the template address once, and refuses to merge over uncommitted changes', () => {
    expect(t.run()).toEqual({ outcome: 'no-upstream', conflicts: [] });
    expect(t.lines.join('\n')).toContain('UPSTREAM_URL=');

    t.write(path.join(t.owner, 'src/App.tsx'), 'export const version = 99;\n');
    t.lines.length = 0;
    expect(t.run({ url: t.template }).outcome).toBe('uncommitted');
    expect(t.lines.join('\n')).toMatch(/commit or stash[\s\S]*M src\/App\.tsx/);
  });

  it("says so when the address cannot be fetched, the history is not the template's, or there is no repository", () => {
    expect(t.run({ url: path.join(t.root, 'nowhere') }).outcome).toBe('fetch-failed');
    expect(t.lines.join('\n')).toMatch(/could not fetch main from "upstream"[\s\S]*git remote -v/);
    const stranger = path.join(t.root, 'stranger');
    t.write(path.join(stranger, 'src/App.tsx'), 'export const version = 0;\n');
    t.git(t.root, 'init', '-q', '-b', 'main', stranger);
    t.commit(stranger, 'A copy without the history');
    t.lines.length = 0;
    expect(t.run({ cwd: stranger, url: t.template }).outcome).toBe('unrelated');
    expect(t.lines.join('\n')).toMatch(/shares no history[\s\S]*fork of the template/);
    const plain = path.join(t.root, 'plain');
    mkdirSync(plain);
    expect(t.run({ cwd: plain }).outcome).toBe('not-a-repository');
  });
});
