/**
 * Build step: renders the resume PDF from the content modules into dist/<resume.fileName>,
 * so the site and the resume never disagree, and says how many pages it has; or, when content
 * names the owner's own PDF (`resume.file`), copies that instead. Runs in Node at build time only.
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentDir } from '../../build-config';
import type { BuildStep } from '../build-step';
import { loadContent } from '../content/load';
import { renderResume } from './render-resume';

export const writeResume: BuildStep = async ({ root, dist }) => {
  const { profile, projects, resume, skillCategories, timeline } = await loadContent();
  if (resume.file) {
    copyFileSync(path.resolve(root, contentDir(), resume.file), path.join(dist, resume.fileName));
    console.log(`resume: ${resume.fileName}, the owner's own PDF (${resume.file})`);
    return;
  }
  const { pdf, pages, leftOut } = await renderResume({
    profile,
    resume,
    timeline,
    projects,
    skills: skillCategories,
  });
  writeFileSync(path.join(dist, resume.fileName), pdf);
  const limit = resume.maxPages === undefined ? '' : ` (limit ${resume.maxPages})`;
  console.log(`resume: ${resume.fileName}, ${pages} page${pages === 1 ? '' : 's'}${limit}`);
  if (resume.maxPages !== undefined && pages > resume.maxPages)
    console.warn(
      `resume: still ${pages} pages with one entry per section; raise maxPages in ${path.relative(root, path.join(contentDir(), 'resume.ts'))} or shorten the texts.`,
    );
  if (leftOut.length > 0)
    console.log(
      `resume: left out to fit: ${leftOut.join('; ')} (set inResume: false to choose yourself)`,
    );
};
