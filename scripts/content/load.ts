/**
 * The owner's content for build-time scripts (resume, icons, social image, site URL, doctor):
 * the modules of CONTENT_DIR (default src/content), imported by path like the content check
 * does, so every build step reads the same folder as the site. tsx resolves the modules' own
 * `@/model/…` imports through tsconfig's paths. Run the content check first: this assumes
 * every module and export is there.
 *
 * `loadContent` gives the content as written (a text may be one per language:
 * `{ en: '…', tr: '…' }`); a step that prints texts takes `loadContentIn(lang)`, the content
 * resolved to one language of the site (src/i18n/localise.ts), as the pages show it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentDir } from '../../build-config';
import { siteLanguages } from '../../src/i18n/languages';
import { localise } from '../../src/i18n/localise';
import type { Lang } from '../../src/model/types';
import type { Resolved } from '../../src/model/view';
import type { ContentModules } from './check-rules';
import { CONTENT_MODULES, OPTIONAL_CONTENT_MODULES } from './modules';

/** What `site.ts` exports as `site`. */
export interface SiteSettings {
  url: string;
  lang: string;
  languages?: readonly string[];
  locale: string;
  themeColor: string;
  themeColorDark: string;
  backgroundColor: string;
}

/** The content modules the check reads, every one present, with the whole of `site`. */
export type OwnerContent = Omit<Required<ContentModules>, 'site' | 'timelineIntro'> & {
  site: SiteSettings;
};

/** The content in one language: every text resolved to `lang`, with the site's languages. */
export type LocalContent = Resolved<OwnerContent> & {
  /** The language the texts are in. */
  lang: Lang;
  /** The site's languages, the default first (`siteLanguages(site)`). */
  languages: Lang[];
};

export { CONTENT_MODULES, OPTIONAL_CONTENT_MODULES };

/** Imports one module of a content folder by path, e.g. (`…/my-content`, `profile.ts`). */
export async function importContentModule(
  dir: string,
  file: string,
): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
}

/** Every export CONTENT_MODULES names, read from the folder's modules. */
async function load(dir: string): Promise<OwnerContent> {
  const content: Record<string, unknown> = {};
  await Promise.all(
    Object.entries(CONTENT_MODULES).map(async ([file, names]) => {
      const exports = await importContentModule(dir, file);
      for (const name of names) content[name] = exports[name];
    }),
  );
  await Promise.all(
    Object.entries(OPTIONAL_CONTENT_MODULES).map(async ([file, names]) => {
      const exports = existsSync(path.join(dir, file)) ? await importContentModule(dir, file) : {};
      for (const name of names) content[name] = exports[name] ?? {};
    }),
  );
  return content as OwnerContent;
}

const loaded = new Map<string, Promise<OwnerContent>>();

/** The content of `dir` (default: CONTENT_DIR), imported once per folder. */
export function loadContent(dir: string = contentDir()): Promise<OwnerContent> {
  const key = path.resolve(dir);
  let content = loaded.get(key);
  if (!content) {
    content = load(key);
    loaded.set(key, content);
  }
  return content;
}

/** The site's languages, the default first: `site.languages`, else the one `site.lang`. */
export async function loadLanguages(dir: string = contentDir()): Promise<Lang[]> {
  return siteLanguages((await loadContent(dir)).site);
}

/**
 * The content of `dir` in `lang` (default: the site's default language): each text in `lang`,
 * or the default language's where `lang` has none, as the pages in `lang` show it.
 */
export async function loadContentIn(
  lang?: Lang,
  dir: string = contentDir(),
): Promise<LocalContent> {
  const content = await loadContent(dir);
  const languages = siteLanguages(content.site);
  const shown = lang ?? languages[0] ?? 'en';
  return { ...localise(content, shown, languages), lang: shown, languages };
}
