/**
 * The accessibility check itself (axeViolations in e2e/fixtures.ts), on fixed pages: a page
 * without frames is checked in one axe run, a page with frames frame by frame, and both ways
 * find the same faults. If a way stopped finding them, every "no axe violations" test would pass
 * for nothing.
 */
import { axeViolations, expect, test } from './fixtures';

/** Three faults axe knows: a picture without a text, a nameless button, grey on white. */
const FAULTS = `<main>
<h1>Probe</h1>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
<button type="button"></button>
<p style="color:#bbb;background:#fff">faint text</p>
</main>`;
const FAULT_RULES = ['button-name', 'color-contrast', 'image-alt'];

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Axe probe</title></head><body>${body}</body></html>`;

/** The rules the violations break, each once, in order. */
const ruleIds = (violations: Awaited<ReturnType<typeof axeViolations>>) =>
  [...new Set(violations.map((v) => v.id))].sort();

test('a page without frames: one axe run finds what the frame-by-frame run finds', async ({
  page: tab,
}) => {
  await tab.setContent(page(FAULTS));
  expect(tab.frames()).toHaveLength(1);
  const single = await axeViolations(tab, { frames: 'single-run' });
  const perFrame = await axeViolations(tab, { frames: 'per-frame' });
  expect(ruleIds(single)).toEqual(FAULT_RULES);
  expect(single).toEqual(perFrame);
  expect(ruleIds(await axeViolations(tab))).toEqual(FAULT_RULES);
  // And a clean page has none.
  await tab.setContent(page('<main><h1>Probe</h1><p>Plain text.</p></main>'));
  expect(await axeViolations(tab)).toEqual([]);
});

test('only WCAG A and AA rules count: a best-practice fault alone is no violation', async ({
  page: tab,
}) => {
  // Two landmarks of the same role and name: axe's best-practice rule landmark-unique, which
  // no WCAG criterion asks for. A check that ran every rule would report it.
  const region = '<section aria-label="Code"><p>Plain text.</p></section>';
  await tab.setContent(page(`<main><h1>Probe</h1>${region}${region}</main>`));
  expect(await axeViolations(tab, { frames: 'single-run' })).toEqual([]);
  expect(await axeViolations(tab, { frames: 'per-frame' })).toEqual([]);
});

test('a page with a frame is checked inside the frame too', async ({ page: tab }) => {
  const inner = page(FAULTS).replaceAll('"', '&quot;');
  await tab.setContent(
    page(`<main><h1>Probe</h1><iframe title="Embedded" srcdoc="${inner}"></iframe></main>`),
  );
  await expect.poll(() => tab.frames().length).toBe(2);
  await tab.frames()[1]?.waitForSelector('button');
  expect(ruleIds(await axeViolations(tab))).toEqual(FAULT_RULES);
  const targets = (await axeViolations(tab)).flatMap((v) => v.targets);
  expect(targets.every((target) => target.startsWith('iframe'))).toBe(true);
});
