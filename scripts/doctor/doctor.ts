/**
 * `npm run doctor`: the pre-flight before going live. Lists what would embarrass the owner in
 * public (leftovers of the sample, what a starter such as `npm run import-resume` left to do, a
 * missing public URL, e-mail settings, a malformed analytics id or two analytics providers, a
 * base path that does not fit GitHub Pages) and what is worth a look (oversized or soft
 * pictures, the resume's page count, the GitHub facts' age). Exits non-zero on any failure; the
 * Pages workflow runs it after the build, with the same variables. Reads `.env` like the build
 * does.
 */
import { allTexts, localise } from '../../src/i18n/localise';
import { siteLanguages } from '../../src/i18n/languages';
import { resumeFileNameFor } from '../../src/lib/resumeFile';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { loadEnv } from 'vite';
import { contentDir, contentDirProblem, outDir } from '../../build-config';
import { checkContentFolder } from '../content/check';
import { downloadSource } from '../content/download-source';
import type { ContentModules } from '../content/check-rules';
import { importTodos } from '../content/import-todos';
import { imagesOfContent } from '../images/check-content';
import { readFactsFile } from '../github/facts';
import {
  analyticsSetup,
  emailSettings,
  type Env,
  type Finding,
  githubFacts,
  imageWarnings,
  importTodoFindings,
  pagesBasePath,
  publicUrl,
  resumePages,
  sampleLeftovers,
  type UsedFile,
} from './checks';
import { readFingerprint, sha256 } from './fingerprint';

async function usedFiles(dir: string, content: ContentModules): Promise<UsedFile[]> {
  const images = (await imagesOfContent(dir)).map(({ where, image }) => ({
    where,
    path: image.src,
    file: path.join(dir, 'images', image.src),
  }));
  const folders = { content: dir, public: path.resolve('public') };
  const downloads = content.projects.flatMap((p) => {
    const file = p.download && downloadSource(p.download.href, folders);
    return p.download && file
      ? [{ where: `projects.ts › ${p.id} › download`, path: p.download.href, file }]
      : [];
  });
  // The owner's own PDF: one, or one per language.
  const resume = content.resume.file
    ? [...new Set(allTexts(content.resume.file))].map((own) => ({
        where: 'resume.ts › file',
        path: own,
        file: path.join(dir, own),
      }))
    : [];
  return [...images, ...downloads, ...resume]
    .filter(({ file }) => existsSync(file))
    .map(({ where, path: p, file }) => ({ where, path: p, sha256: sha256(file) }));
}

async function pageCount(file: string): Promise<number | undefined> {
  if (!existsSync(file)) return undefined;
  const pdf = await PDFDocument.load(readFileSync(file), { updateMetadata: false });
  return pdf.getPageCount();
}

/**
 * Every finding at once: the content check's errors do not hide the rest (settings, leftovers,
 * pictures, the resume), so one run shows all there is to do.
 */
export async function runDoctor(
  env: Env,
  dir: string = path.resolve(contentDir()),
): Promise<Finding[]> {
  const report = await checkContentFolder(dir, path.resolve('public'));
  const errors: Finding[] = report.errors.map((message) => ({ level: 'fail', message }));
  const settings = [emailSettings(env), analyticsSetup(env), pagesBasePath(env)];
  if (!report.modules) return [...errors, ...settings];
  const content = report.modules;
  const sample = readFingerprint();
  // The owner's own PDF is counted where it is; a generated one once the build wrote it.
  // (The default language's, when there are several.)
  const languages = siteLanguages(content.site);
  const defaultLang = languages[0] ?? 'en';
  const resumeFile = content.resume.file
    ? path.relative(
        process.cwd(),
        path.join(dir, localise(content.resume.file, defaultLang, languages)),
      )
    : path.join(outDir(), resumeFileNameFor(content.resume, defaultLang, languages));
  let contentFindings: Finding[];
  try {
    contentFindings = [
      ...sampleLeftovers(content, await usedFiles(dir, content), sample),
      publicUrl(content, env, sample),
      ...githubFacts(content.projects, readFactsFile(dir), new Date()),
    ];
  } catch (error) {
    // Content the check found broken may not get this far; its errors above say what to fix.
    if (!errors.length) throw error;
    contentFindings = [];
  }
  return [
    ...errors,
    ...importTodoFindings(importTodos(dir)),
    ...contentFindings,
    ...settings,
    ...imageWarnings(report.warnings),
    resumePages(await pageCount(resumeFile), resumeFile),
  ];
}

const MARK = { fail: '✗', warn: '!', ok: '✓' } as const;

async function main() {
  const missing = contentDirProblem();
  if (missing) {
    console.log(`${MARK.fail} ${missing}`);
    process.exit(1);
  }
  const env: Env = { ...loadEnv('production', process.cwd(), ''), ...process.env };
  const findings = await runDoctor(env);
  for (const { level, message } of findings) console.log(`${MARK[level]} ${message}`);
  const failures = findings.filter((f) => f.level === 'fail').length;
  const warnings = findings.filter((f) => f.level === 'warn').length;
  if (failures) {
    console.log(`\ndoctor: ${failures} to fix before going live, ${warnings} worth a look.`);
    process.exit(1);
  }
  console.log(`\ndoctor: ready to go live${warnings ? ` (${warnings} worth a look)` : ''}.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
