// @vitest-environment node
/**
 * The link-safety checker the end-to-end tests use (e2e/links.ts) flags unsafe links and passes
 * safe ones. It needs no browser and no build, so it is a unit test (issue 55; it was a test of
 * e2e/links.spec.ts).
 */
import { expect, it } from 'vitest';
import { site } from '@/test/content';
import { unsafeLinkReason, type LinkInfo } from '../e2e/links';

/** The site's own public origin: absolute links to it are internal. */
const SITE = process.env.VITE_SITE_URL?.trim() || site.url;

it('flags unsafe links and passes safe ones', () => {
  const check = (link: Partial<LinkInfo>) =>
    unsafeLinkReason({ href: '/', target: '', rel: '', ...link }, SITE);
  expect(check({ href: 'https://github.com/x', target: '_blank' })).toMatch(/_blank/);
  expect(check({ href: 'https://other.example/', target: '_blank', rel: 'noopener' })).toMatch(
    /_blank/,
  );
  expect(check({ href: '/a', target: '_blank', rel: 'noopener' })).toMatch(/_blank/);
  expect(check({ href: 'https://github.com/x' })).toMatch(/external/);
  expect(check({ href: '//evil.example/x', rel: 'noreferrer' })).toMatch(/external/);
  expect(check({ href: 'https://github.com/x', rel: 'noopener noreferrer' })).toBeUndefined();
  expect(
    check({ href: 'https://github.com/x', target: '_BLANK', rel: 'noreferrer  noopener' }),
  ).toBeUndefined();
  expect(check({ href: `${SITE}/projects` })).toBeUndefined();
  expect(check({ href: '/projects#mobile-apps&fixture' })).toBeUndefined();
  expect(check({ href: 'mailto:someone@example.com' })).toBeUndefined();
});
