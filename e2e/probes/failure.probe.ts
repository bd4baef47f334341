/**
 * Tests for e2e/failure-pictures.spec.ts (run through probe.config.ts, never by the suite): two
 * fail on purpose while their page shows a colour, one passes.
 */
import { expect, test } from '../fixtures';
import { FAILING, FAILING_BY_CONSOLE, PASSING, PROBE_BACKGROUND } from './failure';

const { r, g, b } = PROBE_BACKGROUND;
const page = (background: string, script = '') =>
  `<body style="margin:0;background:${background}"><h1 style="color:#fff">Probe</h1>${script}</body>`;

test(FAILING, async ({ page: tab }) => {
  await tab.setContent(page(`rgb(${r}, ${g}, ${b})`));
  await expect(tab.getByRole('heading', { name: 'Probe' })).toBeVisible();
  expect(1, 'this probe fails on purpose').toBe(2);
});

test(FAILING_BY_CONSOLE, async ({ page: tab }) => {
  await tab.setContent(
    page(`rgb(${r}, ${g}, ${b})`, '<script>console.error("this probe fails on purpose")</script>'),
  );
  await expect(tab.getByRole('heading', { name: 'Probe' })).toBeVisible();
});

test(PASSING, async ({ page: tab }) => {
  await tab.setContent(page('#fff'));
  await expect(tab.getByRole('heading', { name: 'Probe' })).toBeVisible();
});
