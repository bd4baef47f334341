/**
 * The analytics prompt as the end-to-end tests meet it: its words (the dictionary's, never the
 * tests' own), its answers, and what a page records about how it appeared.
 */
import type { Page } from '@playwright/test';
import { dictionaries } from '../src/i18n/dictionary';
import { defaultLang } from '@/test/content';

export const consentWords = dictionaries[defaultLang].consent;

/** The prompt: a region named by its heading. */
export const consentPrompt = (page: Page) =>
  page.getByRole('region', { name: consentWords.heading });

/** The footer's link that opens the prompt again. */
export const privacyChoices = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: consentWords.settings });

/** Answers the prompt with its Allow or Decline button. */
export async function answerConsent(page: Page, answer: 'allow' | 'decline'): Promise<void> {
  await consentPrompt(page).getByRole('button', { name: consentWords[answer] }).click();
}

/** Sets what the visitor's browser says before any page loads (Do Not Track, GPC, storage). */
export async function visitorWho(
  page: Page,
  sends: 'doNotTrack' | 'globalPrivacyControl' | 'blocksStorage',
): Promise<void> {
  await page.addInitScript((what) => {
    if (what === 'doNotTrack')
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
    else if (what === 'globalPrivacyControl')
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
    else
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw new DOMException('The user has blocked site data.', 'SecurityError');
        },
      });
  }, sends);
}

interface PaintRecord {
  layoutShift: number;
  lcp: Element[];
}

/** Records, from the first paint, the layout shifts and the largest-paint candidates. */
export async function recordPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: PaintRecord = { layoutShift: 0, lcp: [] };
    (window as Window & { paints?: PaintRecord }).paints = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        record.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        if (entry.element) record.lcp.push(entry.element);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The layout shift so far, and how many largest-paint candidates lie inside the prompt. */
export function paints(page: Page): Promise<{ layoutShift: number; lcpInPrompt: number }> {
  return page.evaluate((heading) => {
    const record = (window as Window & { paints?: PaintRecord }).paints;
    const prompt = [...document.querySelectorAll('section')].find(
      (section) => section.querySelector('h2')?.textContent === heading,
    );
    return {
      layoutShift: record?.layoutShift ?? Number.NaN,
      lcpInPrompt: record?.lcp.filter((element) => prompt?.contains(element)).length ?? 0,
    };
  }, consentWords.heading);
}
