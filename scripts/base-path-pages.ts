import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BuildStep } from './build-step';

/**
 * Build step (keep it first): React Router prerenders the pages of a sub-path build into
 * dist/<base>/ (e.g. dist/portfolio/index.html), while the assets sit in dist/assets/. A host
 * publishes dist/ itself under the base path (a GitHub Pages project site serves it at
 * /portfolio/), so the pages move up to the top of dist/.
 */
export const hoistBasePathPages: BuildStep = ({ dist, base }) => {
  if (base === '/') return;
  const nested = path.join(dist, ...base.split('/').filter(Boolean));
  if (!existsSync(nested)) return;
  // Park the folder first: a route may share its name (base /projects/ has a projects page).
  const parked = path.join(dist, `.base-path-${process.pid}`);
  renameSync(nested, parked);
  for (const entry of readdirSync(parked)) {
    const target = path.join(dist, entry);
    if (existsSync(target)) throw new Error(`postbuild: ${entry} exists twice in ${dist}`);
    renameSync(path.join(parked, entry), target);
  }
  rmSync(parked, { recursive: true, force: true });
  // Remove the now empty parents of a nested base such as /a/b/.
  let parent = path.dirname(nested);
  while (parent !== dist && readdirSync(parent).length === 0) {
    rmSync(parent, { recursive: true });
    parent = path.dirname(parent);
  }
};
