/**
 * Which end-to-end specs test the product's machinery rather than an owner's content. `npm test`
 * covers several owners (test-support/testOwners.ts); these specs give the same answer for every
 * owner, so they run for the first owner only and the others run everything else
 * (`E2E_SCOPE=owner`). `CONTENT_DIR=<folder> npm test` and `npm run test:e2e` run every spec.
 *
 * A spec belongs here only if what it checks cannot change with the content: it may read the
 * content to find its way (a page's title, a project to link to), but its subject is a fixed
 * test page (csp-builder), the contact form's behaviour against the outbox (its texts are the
 * specification's), addresses and hashes no owner writes, build settings, or generated content
 * shown on drawn devices (growContent gives every owner's projects drawn devices).
 */
export const MACHINERY_SPECS = [
  'analytics.spec.ts', // a variant build with a measurement id (and VITE_LAST_UPDATED)
  'analytics-privacy.spec.ts', // variant builds with Plausible and with Umami
  'axe.spec.ts', // the accessibility check itself, on fixed pages
  'bad-input.spec.ts', // malformed hashes, queries and paths
  'contact-outbox.spec.ts', // the form against the local outbox: failures, limits, hydration
  'content-growth.spec.ts', // 30× generated projects and timeline
  'csp-builder.spec.ts', // a fixed test page through the CSP build step
  'failure-pictures.spec.ts', // what a failed test leaves for its reader, on fixed pages
  'isolation.spec.ts', // what one test leaves in the reused browser context
  'menu-focus.spec.ts', // Escape in the phone menu gives focus back to its button
  'projects-layout-large.spec.ts', // generated projects: 12 and 30 per tab
  'projects-layout-small.spec.ts', // generated projects: 1 and 6 per tab
  'starters.spec.ts', // npm run new, import-linkedin and capture, each to a build of its own folder
  'subpath.spec.ts', // a BASE_PATH build's links and assets
  'upgrade.spec.ts', // npm run upgrade from an older commit with the sample as the owner's content
] as const;

/**
 * The same rule for a single test in a spec that is otherwise about content: `test(title,
 * MACHINERY, body)` (or `test.describe(title, MACHINERY, body)`) runs for the first owner only.
 * Its subject is the product's own behaviour whatever the pages hold: malformed hashes and
 * unknown paths, breakpoints, the theme switch's memory, the phone menu's focus, the server's
 * headers, the contact form without its scripts or settings. A test that checks what the content
 * puts on a page (its texts, its pictures, its layout, axe on it) stays untagged.
 */
export const MACHINERY = { tag: '@machinery' } as const;

/** Playwright's filter for the tests tagged MACHINERY. */
export const MACHINERY_GREP = new RegExp(MACHINERY.tag);

/** True when this run covers an owner after the first (see test-support/testOwners.ts). */
export const ownerScopeOnly = process.env.E2E_SCOPE === 'owner';
