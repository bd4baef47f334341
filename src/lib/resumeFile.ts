/**
 * The resume PDF's file name in each language of the site, as the build writes it
 * (scripts/resume/build-resume.ts) and as the pages link it. Pure: the build scripts import it too.
 *
 * Each language's name is `resume.fileName` in that language. When two languages come to the
 * same name (one plain `fileName` for a site in two languages, or a translation left out), the
 * first language in `site.languages` keeps it and the later one gets its code before `.pdf`
 * (`Jane-Doe-Resume.pdf` → `Jane-Doe-Resume-tr.pdf`), so no PDF overwrites another.
 *
 * An owner's own PDF (`resume.file`) is never copied under another language's name: a language
 * whose own file is an earlier language's (one plain `file` for two languages, or a translation
 * left out) links that language's PDF (`sameAs`), so a Turkish page never offers the English
 * resume named as the Turkish one.
 */
import { localise } from '@/i18n/localise';
import type { Lang, ResumeInfo } from '@/model/types';

export interface ResumeFile {
  lang: Lang;
  /** Where the PDF of `lang` is written, under the site root. */
  fileName: string;
  /** The name `resume.fileName` gives `lang`, when an earlier language has it too. */
  shared?: string;
  /**
   * The earlier language whose own PDF (`resume.file`) this language shows too: its file is
   * that language's, and nothing is written for `lang`.
   */
  sameAs?: Lang;
}

/** `Jane-Doe-Resume.pdf` with `tr` → `Jane-Doe-Resume-tr.pdf`. */
export function withLanguage(fileName: string, lang: Lang): string {
  const pdf = /\.pdf$/i.exec(fileName);
  return pdf ? `${fileName.slice(0, pdf.index)}-${lang}${pdf[0]}` : `${fileName}-${lang}`;
}

/**
 * Every language's resume file, in the order of `languages` (the default first). Takes the
 * resume as the owner wrote it (`fileName` with its translations), not one resolved to a
 * language: the names of the other languages decide whether a name is taken.
 */
export function resumeFiles(
  resume: Pick<ResumeInfo, 'fileName' | 'file'>,
  languages: readonly Lang[],
): ResumeFile[] {
  const taken = new Set<string>();
  const files: ResumeFile[] = [];
  /** Each language's own PDF as written (`resume.file` in that language), by index of `files`. */
  const owns: (string | undefined)[] = [];
  for (const lang of languages) {
    const own = resume.file === undefined ? undefined : localise(resume.file, lang, languages);
    const earlier = own === undefined ? undefined : files[owns.indexOf(own)];
    owns.push(own);
    if (earlier) {
      files.push({ lang, fileName: earlier.fileName, sameAs: earlier.lang });
      continue;
    }
    const given = localise(resume.fileName, lang, languages);
    const fileName = taken.has(given) ? withLanguage(given, lang) : given;
    taken.add(fileName);
    files.push(fileName === given ? { lang, fileName } : { lang, fileName, shared: given });
  }
  return files;
}

/**
 * The file name of the resume in `lang` (`Deniz-Yilmaz-Ozgecmis.pdf`), the one a page in
 * `lang` links. `resume` is the AUTHORED resume (`resume.ts` as written, translations and all);
 * `languages` the site's, default first (`siteLanguages(site)`).
 */
export function resumeFileNameFor(
  resume: Pick<ResumeInfo, 'fileName' | 'file'>,
  lang: Lang,
  languages: readonly Lang[],
): string {
  const file = resumeFiles(resume, languages).find((f) => f.lang === lang);
  return file?.fileName ?? localise(resume.fileName, lang, languages);
}
