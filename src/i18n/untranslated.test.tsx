/**
 * A text the owner has not translated yet shows in the default language on a page of another
 * language, marked with its `lang` wherever the page shows it whole (element text, alt text,
 * an icon link's name), so screen readers pronounce it right. The owner's own content, every
 * text of it in the default language only (src/test/untranslated.ts), through the pages' own
 * loaders.
 */
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import {
  setupIntersectionMocking,
  resetIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '@/components/Footer/Footer';
import { Navbar } from '@/components/Navbar/Navbar';
import { pageStrings } from '@/i18n/dictionary';
import { pickResolved } from '@/i18n/localise';
import { SiteProvider, setSiteDataForTests, type SiteData } from '@/i18n/SiteContext';
import { footerProjectLinks } from '@/lib/footerLinks';
import { contentIn } from '@/lib/localContent';
import { FRAME_FIELDS } from '@/lib/siteData';
import type * as LocalContentModule from '@/lib/localContent';
import AboutMePage, { loader as aboutLoader } from '@/pages/AboutMe/AboutMePage';
import ExperiencesPage, { loader as experiencesLoader } from '@/pages/Experiences/ExperiencesPage';
import HomePage, { loader as homeLoader } from '@/pages/Home/HomePage';
import ProjectsPage, { loader as projectsLoader } from '@/pages/Projects/ProjectsPage';
import { DEFAULT, OTHER, untranslatedTexts } from '@/test/untranslated';

// Every loader reads the untranslated content, resolved for OTHER (the language of the page).
vi.mock('@/lib/localContent', async (importOriginal) => {
  const actual = await importOriginal<typeof LocalContentModule>();
  const untranslated = await import('@/test/untranslated');
  const { DEFAULT: first, OTHER: second, untranslatedSource } = untranslated;
  const content = actual.resolveContent(untranslatedSource, second, [first, second]);
  return { ...actual, contentIn: () => content };
});

const content = contentIn(OTHER);
// The interface speaks the page's language.
const strings = pageStrings(OTHER);
const site: SiteData = {
  lang: OTHER,
  languages: [DEFAULT, OTHER],
  strings,
  pages: content.pages.map((page) => pickResolved(page, FRAME_FIELDS.page)),
  siteTitle: content.siteTitle,
  profile: pickResolved(content.profile, FRAME_FIELDS.profile),
  footerProjectLinks: footerProjectLinks(content, strings),
  lastUpdated: { iso: '2026-01-01', year: 2026, text: '1 January 2026' },
  ogLocales: {},
};

beforeEach(() => setupIntersectionMocking(vi.fn));

afterEach(() => {
  cleanup();
  resetIntersectionMocking();
  setSiteDataForTests(null);
});

/** Shows `ui` inside a page of language OTHER. */
function show(ui: ReactNode): HTMLElement {
  setSiteDataForTests(site);
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <SiteProvider value={site}>
          <div lang={OTHER} data-testid="page">
            {ui}
          </div>
        </SiteProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return screen.getByTestId('page');
}

/**
 * Every place in `root` that shows one of the untranslated texts whole is in DEFAULT (its nearest
 * `lang`); returns how many there were.
 */
function expectMarked(root: HTMLElement): number {
  let checked = 0;
  const elements = [...root.querySelectorAll<HTMLElement>('*')];
  for (const text of untranslatedTexts) {
    if (text.trim().length < 2) continue;
    const whole = elements.filter(
      (el) =>
        el.textContent?.trim() === text &&
        ![...el.children].some((child) => child.textContent?.trim() === text),
    );
    const named = elements.filter(
      (el) => el.getAttribute('aria-label') === text || el.getAttribute('alt') === text,
    );
    for (const el of [...whole, ...named]) {
      checked += 1;
      expect(el.closest('[lang]')?.getAttribute('lang'), `"${text}" in <${el.tagName}>`).toBe(
        DEFAULT,
      );
    }
  }
  return checked;
}

// A page module's component with its loader's data (the router's other props are not used).
type PageComponent = ComponentType<{ loaderData: unknown }>;
const asPage = (component: unknown) => component as PageComponent;
const request = new Request('http://localhost/');

const pages: [string, PageComponent, () => unknown][] = [
  ['home', asPage(HomePage), () => homeLoader({ request } as Parameters<typeof homeLoader>[0])],
  [
    'experiences',
    asPage(ExperiencesPage),
    () => experiencesLoader({ request } as Parameters<typeof experiencesLoader>[0]),
  ],
  [
    'projects',
    asPage(ProjectsPage),
    () => projectsLoader({ request } as Parameters<typeof projectsLoader>[0]),
  ],
  [
    'aboutMe',
    asPage(AboutMePage),
    () => aboutLoader({ request } as Parameters<typeof aboutLoader>[0]),
  ],
];

describe(`untranslated texts on a ${OTHER} page are marked ${DEFAULT}`, () => {
  it('has texts to check', () => {
    expect(untranslatedTexts.size).toBeGreaterThan(10);
  });

  it.each(pages)('the %s page', (_id, Page, load) => {
    const data = load() as { strings?: object };
    const root = show(<Page loaderData={data} />);
    expect(expectMarked(root)).toBeGreaterThan(0);
  });

  it('the navigation bar', () => {
    expect(expectMarked(show(<Navbar />))).toBeGreaterThan(0);
  });

  it('the footer', () => {
    expect(expectMarked(show(<Footer />))).toBeGreaterThan(0);
  });
});
