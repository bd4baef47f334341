/**
 * Content-Security-Policy helpers for end-to-end tests: record every `securitypolicyviolation`
 * the page reports, and read the policy the build wrote to dist/_headers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { headersFor, parseHeadersFile } from '../scripts/headers-file';

export interface CspViolation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
  }
}

/** Starts recording violations in every document the page loads (call before page.goto). */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
}

/** The violations recorded in the current document (undefined when recording is not set up). */
export function cspViolations(page: Page): Promise<CspViolation[] | undefined> {
  return page.evaluate(() => window.__cspViolations);
}

/** The headers dist/_headers gives a URL path (what Netlify, Cloudflare and npm start send). */
export function builtHeaders(dist: string, pathname: string): Record<string, string> {
  const rules = parseHeadersFile(readFileSync(path.join(dist, '_headers'), 'utf8'));
  return headersFor(rules, pathname);
}
