/**
 * Whether the tests run on the repository's sample content (CONTENT_DIR unset or src/content).
 * Only the sample-conformance test (src/sample-content.test.ts) asks: every other test takes
 * its expectations from the content it runs on.
 */
import path from 'node:path';
import { contentDir } from '../build-config';

/** The sample owner's content folder. */
export const SAMPLE_CONTENT_DIR = path.resolve(import.meta.dirname, '..', 'src', 'content');

/** True when the content under test is the sample. */
export const isSampleContent = contentDir() === SAMPLE_CONTENT_DIR;

/** Why the sample-conformance test does not run for other content. */
export const sampleSkipReason = `skipped: CONTENT_DIR is ${path.relative(process.cwd(), contentDir()) || '.'}, not the sample (src/content)`;
