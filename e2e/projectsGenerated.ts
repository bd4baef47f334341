/**
 * Variant builds of the site with generated content (test-support/contentFolder.ts), for the
 * Projects layout tests. Each content folder is written next to its build.
 */
import os from 'node:os';
import path from 'node:path';
import { writeContentFolder } from '../test-support/contentFolder';
import type { GrowOptions } from '../test-support/growContent';
import { startVariant, type Variant } from './variants';

export async function startGeneratedVariant(name: string, options: GrowOptions): Promise<Variant> {
  const dir = writeContentFolder(path.join(os.tmpdir(), `portfolio-content-${name}`), options);
  return startVariant(name, { CONTENT_DIR: dir });
}
