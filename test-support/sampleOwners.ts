/**
 * The content folders a test of every owner runs on: both sample owners (src/content and
 * examples/alt-owner, whatever CONTENT_DIR says) and the content under test when it is another.
 * For tests of pure functions of content (loaded with scripts/content/load.ts's
 * `loadContentIn(lang, dir)`), which can take any folder.
 */
import path from 'node:path';
import { contentDir } from '../build-config';
import { SAMPLE_CONTENT_DIR } from './sample';

/** The second sample owner's content folder. */
export const ALT_OWNER_DIR = path.resolve(import.meta.dirname, '..', 'examples', 'alt-owner');

/** Both sample owners, then CONTENT_DIR when it is neither. */
export const OWNER_DIRS: readonly string[] = [
  ...new Set([SAMPLE_CONTENT_DIR, ALT_OWNER_DIR, contentDir()]),
];

/** A folder as a test's name shows it: `src/content`. */
export const ownerName = (dir: string) =>
  path.relative(path.resolve(import.meta.dirname, '..'), dir) || dir;
