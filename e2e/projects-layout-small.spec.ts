/**
 * The drawn devices with generated content: 1 mobile app(s) and 6 desktop projects, built
 * once per run with CONTENT_DIR.
 */
import { projects as ownProjects } from '@/test/content';
import { growProjects, type GrowOptions } from '../test-support/growContent';
import { test } from './fixtures';
import { startGeneratedVariant } from './projectsGenerated';
import { layoutTests } from './projectsLayout';
import type { Variant } from './variants';

const OPTIONS: GrowOptions = { perSection: { 'mobile-apps': 1, 'desktop-apps': 6 } };

// One worker builds the variant and runs these tests in order (the tests share its build).
test.describe.configure({ mode: 'default' });

let variant: Variant;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  variant = await startGeneratedVariant('projects-1-6', OPTIONS);
});
test.afterAll(async () => variant.close());

layoutTests(() => variant.url, growProjects(ownProjects, OPTIONS));
