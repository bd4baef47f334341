/**
 * Build step: the owner's record as JSON Resume (./json-resume.ts) for each language of the
 * site, from the same content as the pages and the PDF: `resume.json` at the top of the site,
 * each other language's under its prefix (`tr/resume.json`). Hosts and the local server send it
 * as `application/json` by its extension.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from 'vite';
import { resumeJsonPath } from '../../src/lib/siteFiles';
import type { BuildStep } from '../build-step';
import { loadContentIn, loadLanguages } from '../content/load';
import { buildSiteUrl } from '../seo/site-url';
import { toJsonResume } from './json-resume';

export const writeJsonResume: BuildStep = async ({ root, dist, base }) => {
  const siteUrl = buildSiteUrl(root);
  const { VITE_LAST_UPDATED } = loadEnv('production', root, 'VITE_');
  // The date the footer shows as 'Last Updated' (src/lib/env.ts): VITE_LAST_UPDATED, else now.
  const updated = VITE_LAST_UPDATED?.trim() ? new Date(VITE_LAST_UPDATED.trim()) : undefined;
  const lastModified = updated && !Number.isNaN(updated.getTime()) ? updated : new Date();
  const languages = await loadLanguages();
  for (const lang of languages) {
    const document = toJsonResume(await loadContentIn(lang), { siteUrl, base, lastModified });
    const file = path.join(dist, resumeJsonPath(lang, languages));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
    console.log(
      `resume.json${languages.length > 1 ? ` (${lang})` : ''}: ${path.relative(dist, file)}`,
    );
  }
};
