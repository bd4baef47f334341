/**
 * Two tests for e2e/failure-pictures.spec.ts (run through probe.config.ts, never by the suite):
 * one fails on purpose while its page shows a colour, one passes.
 */
import { expect, test } from '../fixtures';
import { FAILING, PASSING, PROBE_BACKGROUND } from './failure';

const page = (background: string) =>
  `<body style="margin:0;background:${background}"><h1 style="color:#fff">Probe</h1></body>`;

test(FAILING, async ({ page: tab }) => {
  const { r, g, b } = PROBE_BACKGROUND;
  await tab.setContent(page(`rgb(${r}, ${g}, ${b})`));
  await expect(tab.getByRole('heading', { name: 'Probe' })).toBeVisible();
  expect(1, 'this probe fails on purpose').toBe(2);
});

test(PASSING, async ({ page: tab }) => {
  await tab.setContent(page('#fff'));
  await expect(tab.getByRole('heading', { name: 'Probe' })).toBeVisible();
});
