// @vitest-environment node
/**
 * Whole-HTML budgets follow the content a page shows (issue 51): a longer timeline raises the
 * budget by what it carries, bloat of the page's own markup still fails, and the sentence names
 * the page, its size, its budget and the content.
 */
import { describe, expect, it } from 'vitest';
import { CARRIED, contentBytes, wholeHtmlBudget, wholeHtmlProblem } from './htmlBudget';

const KB = 1024;

/** A timeline of `entries` entries with `bullets` varied bullets each. */
function timeline(entries: number, bullets: number) {
  return Array.from({ length: entries }, (_, i) => ({
    id: `entry-${i}`,
    title: `Role number ${i} at a company of ${i * 7} people`,
    bullets: Array.from(
      { length: bullets },
      (_, b) =>
        `Bullet ${b} of entry ${i}: shipped ${(i + 1) * (b + 3)} changes to ${i * b} users.`,
    ),
  }));
}

describe('whole-HTML budgets', () => {
  const frame = 15 * KB;
  const short = { from: 'timeline.ts: 10 entries', value: timeline(10, 1), items: 10 };
  const long = { from: 'timeline.ts: 14 entries, 56 bullets', value: timeline(14, 4), items: 14 };

  it('grow with the content a page shows', () => {
    expect(wholeHtmlBudget(frame, long) - wholeHtmlBudget(frame, short)).toBe(
      CARRIED * (contentBytes(long.value) - contentBytes(short.value)),
    );
    expect(wholeHtmlBudget(frame, long)).toBeGreaterThan(wholeHtmlBudget(frame, short));
  });

  it('let a page with a longer timeline pass when its frame fits', () => {
    const bytes = frame + CARRIED * contentBytes(long.value);
    expect(wholeHtmlProblem({ route: '/experiences', bytes, frame, shown: long })).toBeUndefined();
  });

  it('fail a page whose own markup grew, naming the page, its size, its budget and the content', () => {
    const bytes = frame + CARRIED * contentBytes(short.value) + 2 * KB;
    const problem = wholeHtmlProblem({ route: '/experiences', bytes, frame, shown: short });
    expect(problem).toMatch(/^\/experiences: the whole HTML is [\d.]+ KB gzip, over its budget/);
    expect(problem).toContain('timeline.ts: 10 entries');
    expect(problem).toContain('2.0 KB over');
  });
});
