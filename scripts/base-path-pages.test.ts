// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hoistBasePathPages } from './base-path-pages';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'hoist-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
}

function files(): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.includes('.'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

describe('hoistBasePathPages', () => {
  it('moves the pages prerendered under the base path to the top of dist/', async () => {
    write('assets/app.js', 'js');
    write('portfolio/index.html', 'home');
    write('portfolio/projects/index.html', 'projects');
    await hoistBasePathPages({ root: dist, dist, base: '/portfolio/' });
    expect(files()).toEqual(['assets/app.js', 'index.html', 'projects/index.html']);
    expect(readFileSync(path.join(dist, 'projects/index.html'), 'utf8')).toBe('projects');
  });

  it('copes with a base path named like a route and with nested base paths', async () => {
    write('projects/index.html', 'home');
    write('projects/projects/index.html', 'projects');
    await hoistBasePathPages({ root: dist, dist, base: '/projects/' });
    expect(files()).toEqual(['index.html', 'projects/index.html']);
    expect(readFileSync(path.join(dist, 'projects/index.html'), 'utf8')).toBe('projects');

    rmSync(dist, { recursive: true });
    write('a/b/index.html', 'home');
    await hoistBasePathPages({ root: dist, dist, base: '/a/b/' });
    expect(files()).toEqual(['index.html']);
    expect(readdirSync(dist)).toEqual(['index.html']);
  });

  it('leaves a root build alone', async () => {
    write('index.html', 'home');
    write('portfolio/index.html', 'a page called portfolio');
    await hoistBasePathPages({ root: dist, dist, base: '/' });
    expect(files()).toEqual(['index.html', 'portfolio/index.html']);
  });
});
