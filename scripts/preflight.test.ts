// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyticsProblem, analyticsSettings, contentDirProblem } from '../build-config';
import { checkContentFolder } from './content/check';
import { isAtLeast, nodeProblem, requiredNode } from './preflight.mjs';

const SCRIPT = path.resolve(import.meta.dirname, 'preflight.mjs');
const required = requiredNode(JSON.parse(readFileSync('package.json', 'utf8')));

describe('preflight: the Node version', () => {
  it("reads the lowest version from package.json's engines", () => {
    expect(requiredNode({ engines: { node: '>=22.22' } })).toEqual([22, 22, 0]);
    expect(requiredNode({ engines: { node: '>= 20.19.1' } })).toEqual([20, 19, 1]);
  });

  it('stops an older Node with one sentence saying what to install', () => {
    const [major = 0, minor = 0] = required;
    const old = `v${major - 2}.19.0`;
    const problem = nodeProblem(old, required);
    expect(problem).toBe(
      `This site needs Node ${major}.${minor} or newer and this is Node ${major - 2}.19.0: install Node 24 with \`nvm install\` (it reads .nvmrc), or without nvm as "Requirements" in README.md shows, then run the command again.`,
    );
    expect(problem?.split('\n')).toHaveLength(1);
    expect(nodeProblem(`${major}.${minor - 1}.9`, required)).toBeDefined();
  });

  it('lets the required version and any newer one through', () => {
    const [major = 0, minor = 0] = required;
    expect(nodeProblem(`${major}.${minor}.0`, required)).toBeUndefined();
    expect(nodeProblem(`v${major + 1}.0.0`, required)).toBeUndefined();
    expect(nodeProblem(process.versions.node, required)).toBeUndefined();
    expect(isAtLeast('22.22.1', [22, 22, 0])).toBe(true);
    expect(isAtLeast('22.3.0', [22, 22, 0])).toBe(false);
  });

  it('runs first in dev, build, check:content, check, doctor and test; the content check before any bundling', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const name of ['dev', 'build', 'check:content', 'check', 'doctor', 'test'])
      expect(scripts[name], name).toMatch(/^node scripts\/preflight\.mjs && /);
    for (const name of ['dev', 'build']) {
      const script = scripts[name] ?? '';
      expect(script.indexOf('tsx scripts/content/check.ts'), name).toBeGreaterThan(0);
      expect(script.indexOf('tsx scripts/content/check.ts'), name).toBeLessThan(
        script.indexOf('react-router '),
      );
    }
  });

  it('runs on this Node and says nothing when all is well', () => {
    expect(execFileSync(process.execPath, [SCRIPT], { encoding: 'utf8' })).toBe('');
  });
});

describe('preflight: the content folder', () => {
  it('names a CONTENT_DIR that is no folder, and what to do, in one sentence', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'preflight-'));
    const missing = path.join(dir, 'my-content');
    const problem = contentDirProblem(missing, dir);
    expect(problem).toBe(
      `The content folder my-content/ (CONTENT_DIR=${missing}) does not exist. Check CONTENT_DIR in .env or in your shell (a folder relative to the project, e.g. CONTENT_DIR=my-content), or start the folder by copying a sample: cp -r src/content my-content`,
    );
    writeFileSync(missing, 'not a folder');
    expect(contentDirProblem(missing, dir)).toContain('my-content/ (CONTENT_DIR=');
    expect(contentDirProblem(missing, dir)).toContain(
      ') is a file, not a folder. Check CONTENT_DIR',
    );
    expect(contentDirProblem(dir)).toBeUndefined();
  });

  it('stops the script at once with that sentence and no stack trace', () => {
    const missing = path.join(mkdtempSync(path.join(tmpdir(), 'preflight-')), 'gone');
    const run = spawnSync(process.execPath, [SCRIPT], {
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: missing },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`${contentDirProblem(missing)}\n`);
  });

  it('makes the content check (and the doctor, which runs it) say the same', async () => {
    const missing = path.join(mkdtempSync(path.join(tmpdir(), 'preflight-')), 'gone');
    const report = await checkContentFolder(missing, path.resolve('public'));
    expect(report.errors).toEqual([contentDirProblem(missing)]);
  });
});

describe('preflight: the analytics variables', () => {
  const GOOGLE = { VITE_GA_MEASUREMENT_ID: 'G-AB12CD34EF' };
  const PLAUSIBLE = { VITE_PLAUSIBLE_DOMAIN: 'jane.dev' };
  const UMAMI = {
    VITE_UMAMI_WEBSITE_ID: '4f0a1b2c-3d4e-4f60-8a9b-0c1d2e3f4a5b',
    VITE_UMAMI_SRC: 'https://cloud.umami.is/script.js',
  };

  it('chooses the one provider set, or none', () => {
    expect(analyticsSettings({})).toEqual({ provider: 'none' });
    expect(analyticsSettings({ VITE_GA_MEASUREMENT_ID: '  ' })).toEqual({ provider: 'none' });
    expect(analyticsSettings(GOOGLE)).toEqual({
      provider: 'google',
      measurementId: 'G-AB12CD34EF',
    });
    expect(analyticsSettings(PLAUSIBLE)).toEqual({ provider: 'plausible', domain: 'jane.dev' });
    expect(
      analyticsSettings({
        ...PLAUSIBLE,
        VITE_PLAUSIBLE_SRC: 'https://stats.jane.dev/js/script.js',
      }),
    ).toEqual({
      provider: 'plausible',
      domain: 'jane.dev',
      src: 'https://stats.jane.dev/js/script.js',
    });
    expect(analyticsSettings(UMAMI)).toEqual({
      provider: 'umami',
      websiteId: UMAMI.VITE_UMAMI_WEBSITE_ID,
      src: UMAMI.VITE_UMAMI_SRC,
    });
  });

  it('names both variables of two providers, and what to do, in one sentence', () => {
    expect(analyticsProblem({ ...GOOGLE, ...UMAMI })).toBe(
      "Analytics: VITE_GA_MEASUREMENT_ID and VITE_UMAMI_WEBSITE_ID are both set, but the site measures with one provider at a time. Keep the variables of the one you want and empty the other's (in .env or on the host), then build again.",
    );
    expect(analyticsProblem({ ...PLAUSIBLE, VITE_UMAMI_SRC: UMAMI.VITE_UMAMI_SRC })).toMatch(
      /^Analytics: VITE_PLAUSIBLE_DOMAIN and VITE_UMAMI_SRC are both set/,
    );
    expect(() => analyticsSettings({ ...GOOGLE, ...PLAUSIBLE })).toThrow(
      /VITE_GA_MEASUREMENT_ID and VITE_PLAUSIBLE_DOMAIN are both set/,
    );
  });

  it('names half a provider and a script address that is not https', () => {
    expect(analyticsProblem({ VITE_UMAMI_WEBSITE_ID: 'x' })).toMatch(/VITE_UMAMI_SRC is not/);
    expect(analyticsProblem({ VITE_UMAMI_SRC: UMAMI.VITE_UMAMI_SRC })).toMatch(
      /VITE_UMAMI_WEBSITE_ID is not/,
    );
    expect(analyticsProblem({ VITE_PLAUSIBLE_SRC: 'https://stats.jane.dev/js/script.js' })).toMatch(
      /VITE_PLAUSIBLE_DOMAIN is not/,
    );
    expect(analyticsProblem({ ...UMAMI, VITE_UMAMI_SRC: 'cloud.umami.is/script.js' })).toMatch(
      /^Analytics: VITE_UMAMI_SRC 'cloud.umami.is\/script.js' is not an https address/,
    );
    for (const env of [{}, GOOGLE, PLAUSIBLE, UMAMI]) expect(analyticsProblem(env)).toBeUndefined();
  });

  it('stops the script at once with that sentence and no stack trace', () => {
    const run = spawnSync(process.execPath, [SCRIPT], {
      encoding: 'utf8',
      env: { ...process.env, ...GOOGLE, ...PLAUSIBLE },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`${analyticsProblem({ ...GOOGLE, ...PLAUSIBLE })}\n`);
  });
});
