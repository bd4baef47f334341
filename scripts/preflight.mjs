/**
 * `node scripts/preflight.mjs`: the first step of `npm run dev`, `npm run build`,
 * `npm run check:content` and `npm run doctor`. It stops at once, with one sentence saying what
 * to do, on a Node older than package.json's `engines` (22.22): what to install (on Node 20 the
 * build would encode every picture for a minute and then fail with a stack trace); and when
 * CONTENT_DIR names no folder: what to check; and when the analytics variables name two providers
 * (or half of one): which to keep. All before the content check, the bundler or a picture's
 * encoding start. Plain JavaScript in old syntax on purpose, with no
 * import of the project's own code, so that it runs, and speaks, on any Node an owner may have.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The lowest Node version package.json's `engines.node` accepts, e.g. `22.22`. */
export function requiredNode(packageJson) {
  const range = (packageJson && packageJson.engines && packageJson.engines.node) || '';
  const match = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(range);
  return match ? [match[1], match[2] || '0', match[3] || '0'].map(Number) : [0, 0, 0];
}

/** Whether `version` (`v20.19.0` or `20.19.0`) is at least `required` (`[22, 22, 0]`). */
export function isAtLeast(version, required) {
  const parts = String(version).replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    const have = parts[i] || 0;
    if (have !== required[i]) return have > required[i];
  }
  return true;
}

/** The sentence for a Node older than `required`, or undefined when `version` will do. */
export function nodeProblem(version, required) {
  if (isAtLeast(version, required)) return undefined;
  const wanted = required[2] ? required.join('.') : required.slice(0, 2).join('.');
  return (
    'This site needs Node ' +
    wanted +
    ' or newer and this is Node ' +
    String(version).replace(/^v/, '') +
    ': install Node 24 with `nvm install` (it reads .nvmrc), or without nvm as "Requirements" in README.md shows, then run the command again.'
  );
}

/**
 * A Node recent enough runs TypeScript without a compiler: the content folder's and the
 * analytics variables' sentences (build-config.ts) come from the functions the content check,
 * the build and the doctor use.
 */
async function settingsProblem() {
  // Node 22 announces its type stripping as experimental; that note is not the owner's business.
  process.removeAllListeners('warning');
  try {
    const config = await import('../build-config.ts');
    return config.contentDirProblem() || config.analyticsProblem(config.analyticsEnv());
  } catch {
    // A Node that cannot read it: the content check names a missing folder a moment later.
    return undefined;
  }
}

async function main() {
  const packageJson = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const problem =
    nodeProblem(process.versions.node, requiredNode(packageJson)) || (await settingsProblem());
  if (problem) {
    process.stderr.write(problem + '\n');
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main();
