/**
 * Build step: for each language of the site, renders the resume PDF from the content modules
 * resolved to that language into dist/<its file name> (file-name.ts), so the site and the
 * resume never disagree, and says how many pages it has; or, when content names the owner's
 * own PDF (`resume.file`, one per language or one for all), copies that instead. Runs in Node
 * at build time only.
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentDir } from '../../build-config';
import type { Lang } from '../../src/model/types';
import type { BuildStep } from '../build-step';
import { loadContent, loadContentIn, loadLanguages } from '../content/load';
import { resumeFiles, type ResumeFile } from '../../src/lib/resumeFile';
import { renderResume } from './render-resume';

/** One language's resume: the owner's own PDF copied, or one rendered from the content. */
async function writeOne(root: string, dist: string, file: ResumeFile, tag: string) {
  const { profile, projects, resume, skillCategories, timeline, record } = await loadContentIn(
    file.lang,
  );
  const { fileName } = file;
  if (resume.file) {
    copyFileSync(path.resolve(root, contentDir(), resume.file), path.join(dist, fileName));
    console.log(`${tag}: ${fileName}, the owner's own PDF (${resume.file})`);
    return;
  }
  const { pdf, pages, leftOut } = await renderResume({
    lang: file.lang,
    profile,
    resume,
    timeline,
    projects,
    skills: skillCategories,
    record,
  });
  writeFileSync(path.join(dist, fileName), pdf);
  const limit = resume.maxPages === undefined ? '' : ` (limit ${resume.maxPages})`;
  console.log(`${tag}: ${fileName}, ${pages} page${pages === 1 ? '' : 's'}${limit}`);
  if (resume.maxPages !== undefined && pages > resume.maxPages)
    console.warn(
      `${tag}: still ${pages} pages with one entry per section; raise maxPages in ${path.relative(root, path.join(contentDir(), 'resume.ts'))} or shorten the texts.`,
    );
  if (leftOut.length > 0)
    console.log(
      `${tag}: left out to fit: ${leftOut.join('; ')} (set inResume: false to choose yourself)`,
    );
}

export const writeResume: BuildStep = async ({ root, dist }) => {
  const languages: Lang[] = await loadLanguages();
  const { resume } = await loadContent();
  for (const file of resumeFiles(resume, languages)) {
    const tag = languages.length > 1 ? `resume (${file.lang})` : 'resume';
    if (file.sameAs) {
      console.log(
        `${tag}: ${file.fileName}, the same own PDF as ${file.sameAs} (resume.ts › file names none for ${file.lang}; give one per language: file: { ${languages.map((l) => `${l}: '…'`).join(', ')} })`,
      );
      continue;
    }
    if (file.shared)
      console.log(
        `${tag}: resume.ts › fileName gives ${file.lang} the same name as another language (${file.shared}), so its PDF is ${file.fileName}. Give each language its own: fileName: { ${languages.map((l) => `${l}: '…'`).join(', ')} }.`,
      );
    await writeOne(root, dist, file, tag);
  }
};
