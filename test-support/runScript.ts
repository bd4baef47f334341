/** Runs a script of this repository as its npm script does (with tsx), for tests of a CLI. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** `script` (relative to the repository) with `args`: its exit code, stdout and stderr. */
export function runScript(script: string, args: readonly string[]) {
  return spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), script, ...args],
    { cwd: ROOT, encoding: 'utf8' },
  );
}
