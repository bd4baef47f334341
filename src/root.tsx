import { useEffect, useMemo, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { site } from '@/content/site';
// Only in a build that asks for consent: elsewhere a module of nothing (vite.config.ts).
import { ConsentSlot } from '@/components/ConsentPrompt/ConsentSlot';
import { ErrorScreen } from '@/components/ErrorScreen/ErrorScreen';
import { Footer } from '@/components/Footer/Footer';
import { IconSprite } from '@/components/Icon/IconSprite';
import { Navbar } from '@/components/Navbar/Navbar';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/SkipLink/SkipLink';
import { usePageViews } from '@/hooks/usePageViews';
import { useIsHydrated } from '@/hooks/useIsHydrated';
import { useScrollToTopOnEntry } from '@/hooks/useScrollToTopOnEntry';
import { langOfUrl, siteLangs } from '@/i18n/pageLang';
import type { PageStrings } from '@/i18n/dictionary';
import { SiteProvider } from '@/i18n/SiteContext';
import { ASKS_CONSENT } from '@/lib/analytics';
import { siteData } from '@/lib/siteData';
import { siteLinks } from '@/lib/meta';
import { cleanUrlScript } from '@/lib/cleanUrl';
import { env } from '@/lib/env';
import { asset } from '@/lib/paths';
import { WEB_MANIFEST } from '@/lib/siteFiles';
import { THEME_SCRIPT } from '@/lib/theme';
import { FONT_SCRIPT } from '@/lib/font';
import { useSiteTypeface } from '@/hooks/useSiteTypeface';
import type { Route } from './+types/root';
import './styles/global.css';

export const links: Route.LinksFunction = () => siteLinks();

/**
 * Runs at build time (prerendering): what every page shows around its own content, in the
 * page's language (the dictionary, page names, profile, footer links; src/lib/siteData.ts).
 * It travels with each page's HTML, so no page's JavaScript carries a dictionary or content.
 */
export function loader({ request }: Route.LoaderArgs) {
  return siteData(langOfUrl(request.url));
}

/** Build-time data: fetched again only when a navigation changes the language. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return langOfUrl(currentUrl) !== langOfUrl(nextUrl);
}

/** `:root { --owner-accent: … }` from the content's theme colour; nothing for a malformed one. */
const ownerAccentCss = /^#[0-9a-f]{3,8}$/i.test(site.themeColor)
  ? `:root{--owner-accent:${site.themeColor}}`
  : '';

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The pre-paint script sets data-theme on <html> and the metas' media before React runs.
    <html
      lang={useRouteLoaderData<typeof loader>('root')?.lang ?? siteLangs[0]}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* `…/index.html` → the page's own address, before the router reads it. */}
        <script dangerouslySetInnerHTML={{ __html: cleanUrlScript(env.basePath) }} />
        <meta
          name="theme-color"
          content={site.themeColor}
          media="(prefers-color-scheme: light)"
          data-scheme="light"
          suppressHydrationWarning
        />
        <meta
          name="theme-color"
          content={site.themeColorDark}
          media="(prefers-color-scheme: dark)"
          data-scheme="dark"
          suppressHydrationWarning
        />
        {/* Applies the remembered theme before the first paint (hashed into the CSP). */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {/* Starts in the site's typeface once the browser holds it (src/lib/font.ts). */}
        <script dangerouslySetInnerHTML={{ __html: FONT_SCRIPT }} />
        <Meta />
        <Links />
        {/* The owner's accent colour, from which tokens.css derives the accents of both schemes. */}
        {ownerAccentCss && <style dangerouslySetInnerHTML={{ __html: ownerAccentCss }} />}
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useScrollToTopOnEntry();
  usePageViews();
  useSiteTypeface();
  // The page's own words (its loader's `strings`) join the site's.
  const pageData = useMatches().at(-1)?.loaderData as
    { strings?: Partial<PageStrings> } | undefined;
  const pageWords = pageData?.strings;
  const siteWithPage = useMemo(
    () => ({ ...loaderData, strings: { ...loaderData.strings, ...pageWords } as PageStrings }),
    [loaderData, pageWords],
  );
  return (
    <SiteProvider value={siteWithPage}>
      <SkipLink />
      {/* Next after the skip link in tab order; drawn over the bottom of the window. */}
      {ASKS_CONSENT && <ConsentSlot />}
      <Navbar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <IconSprite />
      <WebManifestLink />
      <HydratedMark />
    </SiteProvider>
  );
}

/**
 * Marks the document once React has taken over the prerendered HTML and the parts that wait for
 * it (pictures, the project showcase) have rendered: used by CSS and tests. Those parts switch in
 * one transition after hydration, and this mark is set in the same commit (it renders last).
 */
function HydratedMark() {
  const hydrated = useIsHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  return null;
}

/**
 * The web manifest, linked once the page is interactive (React hoists the link into <head>):
 * a manifest in the HTML is fetched, with its icons, while the first view is being painted.
 * A component of its own, so that only it renders again after hydration, not the whole page.
 */
function WebManifestLink() {
  const hydrated = useIsHydrated();
  return hydrated ? <link rel="manifest" href={asset(WEB_MANIFEST)} /> : null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
