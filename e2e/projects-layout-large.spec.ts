/**
 * The drawn devices with generated content: 12 mobile app(s) and 30 desktop projects, built
 * once per run with CONTENT_DIR.
 */
import { projects as ownProjects } from '@/test/content';
import { growProjects, type GrowOptions } from '../test-support/growContent';
import { test } from './fixtures';
import { startGeneratedVariant } from './projectsGenerated';
import { layoutTests } from './projectsLayout';
import type { Variant } from './variants';

const OPTIONS: GrowOptions = { perSection: { 'mobile-apps': 12, 'desktop-apps': 30 } };

// One worker builds the variant and runs these tests in order (the tests share its build).
test.describe.configure({ mode: 'default' });

let variant: Variant;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  variant = await startGeneratedVariant('projects-12-30', OPTIONS);
});
test.afterAll(async () => variant.close());

layoutTests(() => variant.url, growProjects(ownProjects, OPTIONS));
