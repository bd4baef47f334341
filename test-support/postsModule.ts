/**
 * `virtual:posts` where no Vite plugin makes it (Playwright's loader, tsc): the same posts of
 * CONTENT_DIR, read by the same code as the build (scripts/posts), without the build's picture
 * files. test-support/contentTsconfig.ts maps the name here.
 */
import { site } from '@/content/site';
import { contentDir } from '../build-config';
import { buildPosts } from '../scripts/posts/posts';
import { dictionaries } from '../src/i18n/dictionary';
import { siteLanguages } from '../src/i18n/languages';
import type { Post } from '../src/model/post';

export const posts: Readonly<Record<string, Post[]>> = Object.fromEntries(
  buildPosts(contentDir(), siteLanguages(site), {
    drafts: false,
    words: (lang) => dictionaries[lang].writing.body,
  }).byLang,
);
