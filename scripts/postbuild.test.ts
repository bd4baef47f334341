// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readBuildStamp } from './build-stamp';
import type { BuildStep } from './build-step';
import { BuildStepError, finishBuild } from './postbuild';
import { hoistBasePathPages } from './base-path-pages';

let root: string;
let rrBuild: string;
let dist: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'postbuild-'));
  rrBuild = path.join(root, 'dist.rr-build');
  dist = path.join(root, 'dist');
  mkdirSync(path.join(rrBuild, 'client'), { recursive: true });
  writeFileSync(path.join(rrBuild, 'client', 'index.html'), '<h1>new</h1>');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), '<h1>old</h1>');
  writeFileSync(`${dist}.build.json`, JSON.stringify({ id: 'old', localOutbox: false }));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const addsFile: BuildStep = ({ dist: site }) => writeFileSync(path.join(site, 'robots.txt'), 'ok');

describe('finishing the build', () => {
  it('puts the finished site in dist/ and stamps it, once every step has run', async () => {
    await finishBuild({ root, rrBuild, dist, base: '/', steps: [addsFile] });
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('<h1>new</h1>');
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toBe('ok');
    expect(existsSync(rrBuild)).toBe(false);
    expect(readBuildStamp(dist)?.id).not.toBe('old');
  });

  it('drops the single-page shell, which a sub-path build writes where the home page goes', async () => {
    const client = path.join(rrBuild, 'client');
    const shell = '<script>window.__reactRouterContext = {"ssr":false,"isSpaMode":true};</script>';
    writeFileSync(path.join(client, 'index.html'), shell);
    writeFileSync(path.join(client, '__spa-fallback.html'), shell);
    mkdirSync(path.join(client, 'portfolio'));
    const page = '<script>window.__reactRouterContext = {"ssr":false,"isSpaMode":false};</script>';
    writeFileSync(path.join(client, 'portfolio', 'index.html'), page);
    await finishBuild({ root, rrBuild, dist, base: '/portfolio/', steps: [hoistBasePathPages] });
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe(page);
    expect(existsSync(path.join(dist, '__spa-fallback.html'))).toBe(false);
  });

  it('leaves the previous dist/ whole when a step fails, and says which step in one line', async () => {
    const socialImage: BuildStep = () => {
      throw new Error('SvgParseError: UnknownToken\n    at resvg (node_modules/…)');
    };
    const error: unknown = await finishBuild({
      root,
      rrBuild,
      dist,
      base: '/',
      steps: [addsFile, socialImage],
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildStepError);
    expect((error as Error).message).toBe(
      'the step socialImage failed: SvgParseError: UnknownToken',
    );
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('<h1>old</h1>');
    expect(existsSync(path.join(dist, 'robots.txt'))).toBe(false);
    expect(readBuildStamp(dist)?.id).toBe('old');
  });
});
