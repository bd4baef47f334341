// @vitest-environment node
/** The lines the resume round trip compares (e2e/round-trip.spec.ts). */
import { describe, expect, it } from 'vitest';
import { isCompared, screenshotLines } from './roundTripLines';

const projects = [
  {
    screens: [
      { name: 'Home', description: 'The list of budgets.' },
      { name: 'Map', description: 'The floor plan with a route.' },
    ],
  },
];

describe('round-trip lines', () => {
  const leftOut = screenshotLines(projects);

  it('leave out screenshot captions and descriptions, and the import’s placeholders', () => {
    for (const line of [
      '(2/2) Map',
      '(1/2) Home: The list of budgets.',
      'The floor plan with a route.',
      'TODO: name the screen',
      '(1/2) TODO: name the screen',
    ])
      expect(isCompared(line, leftOut), line).toBe(false);
  });

  it('keep a content line that ends in a screenshot’s name or mentions a TODO', () => {
    for (const line of [
      'Indoor routing drawn on the campus Map',
      'Back to Home',
      'Wrote a TODO app in Rust',
    ])
      expect(isCompared(line, leftOut), line).toBe(true);
  });
});
