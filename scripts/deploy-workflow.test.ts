// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { basePath } from '../build-config';

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}

interface Job {
  needs?: string | string[];
  permissions?: Record<string, string>;
  environment?: { name: string; url?: string };
  steps: Step[];
}

interface Workflow {
  on: { push: { branches: string[] } };
  jobs: Record<string, Job>;
}

const file = path.resolve(import.meta.dirname, '../.github/workflows/deploy.yml');

function loadWorkflow(): Workflow {
  const document = parseDocument(readFileSync(file, 'utf8'), { uniqueKeys: true });
  expect(document.errors).toEqual([]);
  expect(document.warnings).toEqual([]);
  return document.toJS() as Workflow;
}

function step(job: Job, action: string): Step {
  const found = job.steps.find((s) => s.uses?.startsWith(`${action}@`));
  if (!found) throw new Error(`no ${action} step`);
  return found;
}

describe('.github/workflows/deploy.yml', () => {
  it('is valid YAML and runs on pushes to main', () => {
    const workflow = loadWorkflow();
    expect(workflow.on.push.branches).toEqual(['main']);
  });

  it('installs with the Node of .nvmrc and the npm cache, audits, builds and checks every page, runs the doctor and uploads dist/', () => {
    const build = loadWorkflow().jobs.build;
    if (!build) throw new Error('no build job');
    const uses = build.steps.map((s) => s.uses?.split('@')[0] ?? s.run);
    expect(uses).toEqual([
      'actions/checkout',
      'actions/setup-node',
      'actions/configure-pages',
      'npm ci',
      'npm audit --omit=dev --audit-level=high',
      'npm run check',
      'npm run doctor',
      'actions/upload-pages-artifact',
    ]);
    expect(step(build, 'actions/setup-node').with).toEqual({
      'node-version-file': '.nvmrc',
      cache: 'npm',
    });
    expect(step(build, 'actions/upload-pages-artifact').with).toEqual({ path: 'dist' });
  });

  it('takes the base path from a repository variable or from GitHub Pages', () => {
    const build = loadWorkflow().jobs.build;
    const pages = build && step(build, 'actions/configure-pages');
    const buildStep = build?.steps.find((s) => s.run === 'npm run check');
    expect(buildStep?.env?.BASE_PATH).toBe(
      `\${{ vars.BASE_PATH || steps.${pages?.id}.outputs.base_path }}`,
    );
    // The doctor sees exactly the build's variables (same base path, URL and keys).
    expect(build?.steps.find((s) => s.run === 'npm run doctor')?.env).toEqual(buildStep?.env);
    // configure-pages answers '' for a user site and '/<repo>' for a project site.
    expect(basePath('')).toBe('/');
    expect(basePath('/portfolio')).toBe('/portfolio/');
  });

  it('deploys in a separate job with Pages permissions and the github-pages environment', () => {
    const deploy = loadWorkflow().jobs.deploy;
    if (!deploy) throw new Error('no deploy job');
    expect(deploy.needs).toBe('build');
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy.environment?.name).toBe('github-pages');
    const deployStep = step(deploy, 'actions/deploy-pages');
    expect(deploy.environment?.url).toBe(`\${{ steps.${deployStep.id}.outputs.page_url }}`);
  });
});
