import { createContext, useContext, type ReactNode } from 'react';
import type { PageStrings, SiteStrings } from './dictionary';
import type { Lang } from '@/model/types';
import type { PageInfo, Profile } from '@/model/view';
import type { FooterLink } from '@/lib/footerLinks';

/**
 * What every page shows around its own content, in the page's language: the root loader's data
 * (src/lib/siteData.ts, made at build time), with the words of the site's frame.
 */
export interface RootData {
  lang: Lang;
  /** The site's languages, default first. */
  languages: readonly Lang[];
  /** The frame's words; with the analytics prompt's in a build that asks for consent. */
  strings: SiteStrings & Partial<Pick<PageStrings, 'consent'>>;
  pages: SitePage[];
  siteTitle: string;
  /** What the frame and every head show of the profile; the rest ships with the pages showing it. */
  profile: FrameProfile;
  footerProjectLinks: FooterLink[];
  /** The footer's "Last Updated" date: ISO day, year and the words. */
  lastUpdated: { iso: string; year: number; text: string };
  /** Open Graph locale of each language of the site, e.g. `en_US` (the owner's, for the default). */
  ogLocales: Partial<Record<Lang, string>>;
}

/** A page as links and titles name it, in the page's language (its description is its own loader's). */
export type SitePage = Pick<PageInfo, 'id' | 'path' | 'navLabel' | 'titleSuffix'>;

/** The profile's fields the logo, the footer and the page heads show. */
export type FrameProfile = Pick<Profile, 'name' | 'role' | 'school' | 'social'>;

/**
 * What components read (`useSite`): the root's data, its words joined by the words the page
 * being shown sent with its own loader data (`strings`), so each page carries only the
 * dictionary parts it uses. The navbar, footer, forms and labels read it here.
 */
export interface SiteData extends Omit<RootData, 'strings'> {
  strings: PageStrings;
}

const SiteContext = createContext<SiteData | null>(null);

export function SiteProvider({ value, children }: { value: SiteData; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

let fallback: SiteData | null = null;

/**
 * Component tests only (src/test/setup.ts): what `useSite` gives outside a page, so that a
 * component renders alone in the default language. The site itself always has a provider.
 */
export function setSiteDataForTests(data: SiteData | null): void {
  fallback = data;
}

export function useSite(): SiteData {
  const data = useContext(SiteContext) ?? fallback;
  if (!data) throw new Error('useSite: no SiteProvider above this component (src/root.tsx).');
  return data;
}

/** The page's interface words. */
export function useStrings(): PageStrings {
  return useSite().strings;
}
