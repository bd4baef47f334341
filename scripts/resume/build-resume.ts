/**
 * Build step: renders the resume PDF from the content modules into dist/<resume.fileName>,
 * so the site and the resume never disagree; or, when content names the owner's own PDF
 * (`resume.file`), copies that instead. Runs in Node at build time only.
 */
import { renderToFile } from '@react-pdf/renderer';
import { createElement } from 'react';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { contentDir } from '../../build-config';
import { profile } from '../../src/content/profile';
import { projects } from '../../src/content/projects';
import { resume } from '../../src/content/resume';
import { skillCategories } from '../../src/content/skills';
import { timeline } from '../../src/content/timeline';
import type { BuildStep } from '../build-step';
import { registerResumeFonts } from './fonts';
import { ResumeDocument } from './ResumeDocument';

export const writeResume: BuildStep = async ({ root, dist }) => {
  if (resume.file) {
    copyFileSync(path.resolve(root, contentDir(), resume.file), path.join(dist, resume.fileName));
    return;
  }
  registerResumeFonts();
  const document = createElement(ResumeDocument, {
    profile,
    resume,
    timeline,
    projects,
    skills: skillCategories,
  });
  // renderToFile's type wants a <Document> element; ResumeDocument renders exactly one.
  await renderToFile(
    document as Parameters<typeof renderToFile>[0],
    path.join(dist, resume.fileName),
  );
};
