// @vitest-environment node
/**
 * React Router's packages move in step: `@react-router/dev` (the build) pins the
 * `@react-router/node` it runs with, and that one pins its `react-router` exactly. So the three
 * are pinned to one version here, the newest `@react-router/dev` exists at; a newer
 * `react-router` alone (8.5.x while `@react-router/dev` is at 8.4.0) would give npm a conflict
 * and the build two routers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;
const project = read('package.json');
const installed = (name: string) => read(path.join('node_modules', name, 'package.json'));
const PACKAGES = ['react-router', '@react-router/node', '@react-router/dev'] as const;
const pinned = (name: string) => project.dependencies?.[name] ?? project.devDependencies?.[name];

describe('React Router versions', () => {
  it('pins react-router, @react-router/node and @react-router/dev to one exact version', () => {
    const versions = PACKAGES.map(pinned);
    expect(versions[0]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(new Set(versions)).toEqual(new Set([versions[0]]));
  });

  it('has exactly those versions installed, as each package asks of the others', () => {
    const version = pinned('react-router');
    for (const name of PACKAGES) expect(installed(name).version, name).toBe(version);
    expect(installed('@react-router/dev').dependencies?.['@react-router/node']).toBe(version);
    expect(installed('@react-router/node').peerDependencies?.['react-router']).toBe(version);
  });
});
