/**
 * Checks of a page in a real browser that the end-to-end tests and the owner's check
 * (`npm run check`) share: axe, text drawn too small, and what sticks out of the window.
 */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Frame, Page } from '@playwright/test';

/** axe's script, run only where axe is not there yet. */
const AXE_ONCE = `if (!window.axe) { ${axe.source} }`;

/** The members of AxeBuilder (4.13, pinned) that `PatientAxeBuilder` replaces or calls. */
interface AxeBuilderInternals {
  inject(frames: Frame[], shouldThrow?: boolean): Promise<void>;
  axeConfigure(): Promise<string>;
  script(): string;
}

/**
 * AxeBuilder gives each frame 1 s to take axe's 600 KB of script and leaves the frame out
 * without a word when it takes longer: on a busy machine (a student's run at load 18) even the
 * round trip of a script that finds axe already there took longer, and a frame's faults went
 * unfound. This one waits for each frame as long as the test's own timeout allows. `inject` is
 * AxeBuilder's private method (TypeScript only): the version is pinned, and e2e/axe.spec.ts
 * fails if a frame's faults are missed.
 */
class PatientAxeBuilder extends AxeBuilder {}
Object.assign(PatientAxeBuilder.prototype, {
  async inject(this: AxeBuilderInternals, frames: Frame[], shouldThrow?: boolean) {
    for (const frame of frames) {
      try {
        await frame.evaluate(this.script());
        await frame.evaluate(await this.axeConfigure());
      } catch (error) {
        if (shouldThrow) throw error;
      }
    }
  },
} satisfies Pick<AxeBuilderInternals, 'inject'>);

/** The accessibility rules every page meets: WCAG 2.1 A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeOptions {
  /** How axe covers the page: `auto` (single-run without frames), or either way by name. */
  frames?: 'auto' | 'single-run' | 'per-frame';
}

/** One rule a page breaks, with the elements that break it (as CSS selectors). */
export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Runs axe (WCAG 2.1 A and AA) on the page and returns the violations.
 *
 * A page without frames (every page of the site) is checked in axe's single-run ("legacy")
 * mode: by default AxeBuilder runs axe in parts, frame by frame, and opens a blank page in the
 * same context to join the parts, which cost about a third of each run on two cores (0.9 s a
 * run instead of 1.3 s). With one frame both ways run the same rules over the same elements;
 * a page with frames (an owner's embed, say) keeps the default way, which checks every frame.
 * e2e/axe.spec.ts shows that both find what they should.
 */
export async function axeViolations(
  page: Page,
  { frames = 'auto' }: AxeOptions = {},
): Promise<AxeViolation[]> {
  const singleRun = frames === 'single-run' || (frames === 'auto' && page.frames().length === 1);
  const results = await new PatientAxeBuilder({ page, axeSource: AXE_ONCE })
    // Only the violations are read: axe lists them in full and does not detail every pass
    // (about a fifth less time a run). First: options() replaces what withTags() set.
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(singleRun)
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/** The smallest text the design allows anywhere, drawn size (px). */
export const MIN_TEXT_PX = 11;

/**
 * Text drawn smaller than `min` px (font size times every transform, scale and zoom on the way
 * up), as '10.0 px: "the text"'. Text nobody sees (hidden, clipped for screen readers only,
 * inside a hidden drawing) does not count.
 */
export async function textsUnder(page: Page, min: number = MIN_TEXT_PX): Promise<string[]> {
  return page.evaluate((limit) => {
    const scaleOf = (el: Element): number => {
      let scale = 1;
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.transform && style.transform !== 'none') {
          const m = new DOMMatrixReadOnly(style.transform);
          scale *= Math.hypot(m.a, m.b);
        }
        if (style.scale && style.scale !== 'none') scale *= parseFloat(style.scale) || 1;
        const zoom = parseFloat(style.zoom);
        if (zoom && zoom !== 1) scale *= zoom;
      }
      return scale;
    };
    const small: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        continue;
      // Text for screen readers only (clipped to nothing) is not drawn.
      if (el.closest('.visually-hidden, [aria-hidden="true"] svg, script, style, noscript'))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      const size = parseFloat(getComputedStyle(el).fontSize) * scaleOf(el);
      if (size < limit - 0.01) small.push(`${size.toFixed(1)} px: "${text.slice(0, 40)}"`);
    }
    return small;
  }, min);
}

/**
 * How far the page scrolls sideways (0 when it fits the window), and the elements that reach
 * past the window's right edge (the innermost ones), as 'tag.class "start of its text"'. An element inside a
 * part that scrolls or clips on its own (a carousel, a code block) does not count.
 */
export async function widerThanWindow(
  page: Page,
): Promise<{ overflow: number; elements: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const overflow = Math.max(0, root.scrollWidth - width);
    if (overflow === 0) return { overflow, elements: [] };
    const clipsOwnContent = (el: Element) => {
      const x = getComputedStyle(el).overflowX;
      return x === 'hidden' || x === 'auto' || x === 'scroll' || x === 'clip';
    };
    // The innermost elements that reach past the edge: a box widened by what it holds is not
    // what to change, the wide thing inside it is.
    const sticking: Element[] = [];
    const walk = (el: Element): boolean => {
      let found = false;
      for (const child of el.children) {
        if (!child.checkVisibility()) continue;
        const inner = clipsOwnContent(child) ? false : walk(child);
        if (!inner && child.getBoundingClientRect().right > width + 0.5) sticking.push(child);
        found ||= inner || child.getBoundingClientRect().right > width + 0.5;
      }
      return found;
    };
    walk(document.body);
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = el.getAttribute('class')?.split(' ')[0];
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`;
    };
    return { overflow, elements: sticking.slice(0, 3).map(describe) };
  });
}
