// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { profile as authoredProfile } from '@/content/profile';
import {
  overviewProjectIds as authoredOverviewIds,
  projects as authoredProjects,
  projectSections as authoredSections,
} from '@/content/projects';
import { resume as authoredResume } from '@/content/resume';
import { site } from '@/content/site';
import { skillCategories as authoredSkills } from '@/content/skills';
import { timeline as authoredTimeline } from '@/content/timeline';
import { record as authoredRecord } from '@/content/record';
import { siteLanguages } from '../../src/i18n/languages';
import { localise } from '../../src/i18n/localise';
import { dateRange } from '../../src/model/dates';
import { plainText } from '../../src/model/markup';
import type { Lang } from '../../src/model/types';
import type { OwnerRecord } from '../../src/model/view';
import { growContent } from '../../test-support/growContent';
import { renderResume, type ResumeSource } from './render-resume';
import { isInResume } from './resume-data';
import { RESUME_WORDS, resumeLanguage } from './words';

/** The resume rendered for real and read back with `pdftotext -bbox` (poppler-utils). */

interface Word {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'resume-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function wordsOf(pdf: Buffer, name: string): Word[] {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const words: Word[] = [];
  html
    .split('<page ')
    .slice(1)
    .forEach((pageHtml, page) => {
      for (const match of pageHtml.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      )) {
        const [, xMin, yMin, xMax, yMax, text] = match.map((v) => v ?? '');
        words.push({
          page,
          text: text ?? '',
          xMin: +(xMin ?? 0),
          yMin: +(yMin ?? 0),
          xMax: +(xMax ?? 0),
          yMax: +(yMax ?? 0),
        });
      }
    });
  return words;
}

/**
 * Pairs of words whose boxes intersect. Boxes are the font's full height, so they are read
 * with a little slack (touching neighbours and the font's line gap are not overlaps).
 */
function overlaps(words: Word[]): string[] {
  const slack = (w: Word) => {
    const dy = (w.yMax - w.yMin) * 0.2;
    return { ...w, xMin: w.xMin + 0.5, xMax: w.xMax - 0.5, yMin: w.yMin + dy, yMax: w.yMax - dy };
  };
  const boxes = words.map(slack);
  const found: string[] = [];
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      if (
        a.page === b.page &&
        a.xMin < b.xMax &&
        b.xMin < a.xMax &&
        a.yMin < b.yMax &&
        b.yMin < a.yMax
      )
        found.push(`page ${a.page + 1}: "${a.text}" / "${b.text}"`);
    }
  return found;
}

const languages = siteLanguages(site);
const [defaultLang = 'en'] = languages;

/** The content as the resume in `lang` prints it (texts resolved to `lang`). */
function contentIn(lang: Lang) {
  return localise(
    {
      profile: authoredProfile,
      resume: authoredResume,
      timeline: authoredTimeline,
      projects: authoredProjects,
      projectSections: authoredSections,
      overviewProjectIds: authoredOverviewIds,
      skills: authoredSkills,
      record: authoredRecord,
    },
    lang,
    languages,
  );
}

const {
  profile,
  resume,
  timeline,
  projects,
  projectSections,
  overviewProjectIds,
  skills: skillCategories,
  record,
} = contentIn(defaultLang);

const ownContent: ResumeSource = {
  lang: defaultLang,
  profile,
  resume,
  timeline,
  projects,
  skills: skillCategories,
  record,
};

/** A record with every section, one entry each (one left out of the resume by its owner). */
const FULL_RECORD: OwnerRecord = {
  volunteering: [
    {
      role: 'Workshop Lead',
      organisation: 'Girls Who Code Club',
      start: '2024-01',
      end: 'Present',
      bullets: ['Taught **twelve** weekly sessions on Python.'],
    },
  ],
  awards: [
    {
      title: 'Best Hardware Hack',
      awarder: 'HackTheCoast',
      date: '2025-03',
      summary: 'A braille label printer.',
    },
    { title: 'Hidden Prize', awarder: 'Nobody', date: '2020', inResume: false },
  ],
  certifications: [
    {
      name: 'Kubernetes Application Developer',
      issuer: 'CNCF',
      date: '2025-09',
      url: 'https://cncf.example/ckad',
    },
  ],
  publications: [
    {
      title: 'Latency Budgets for Student Apps',
      venue: 'Undergraduate Research Journal',
      date: '2026-02',
      coAuthors: ['A. Author', 'B. Author'],
    },
  ],
};

/** The PDF's text, as `pdftotext` reads it, with runs of white space as one space. */
function textOf(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' })
    .normalize('NFC')
    .replace(/\s+/g, ' ');
}

function grown(factor: number): ResumeSource {
  const perSection = Object.fromEntries(
    [...new Set(projects.map((p) => p.section))].map((s) => [
      s,
      factor * projects.filter((p) => p.section === s).length,
    ]),
  );
  const content = growContent(
    { projectSections, projects, timeline, overviewProjectIds },
    { perSection, timelineFactor: factor },
  );
  const skills = skillCategories.map((c) => ({
    ...c,
    groups: Array.from({ length: factor }, () => c.groups).flat(),
  }));
  return { ...ownContent, ...content, skills };
}

describe('resume PDF', () => {
  const warnings: string[] = [];
  beforeEach(() => {
    warnings.length = 0;
    for (const method of ['warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        warnings.push(args.map(String).join(' '));
      });
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([1, 10])(
    'at %i× content: pages counted, no overlapping text, no warnings',
    async (factor) => {
      const source = factor === 1 ? ownContent : grown(factor);
      const { pdf, pages, leftOut } = await renderResume(source);
      const words = wordsOf(pdf, `x${factor}`);
      expect(new Set(words.map((w) => w.page)).size).toBe(pages);
      expect(leftOut).toEqual([]);
      expect(overlaps(words)).toEqual([]);
      expect(warnings).toEqual([]);
      // Every entry made it in.
      const text = words.map((w) => w.text).join(' ');
      for (const entry of source.timeline.slice(-3))
        expect(text).toContain(entry.title.split(' ')[0]);
      if (factor > 1) expect(pages).toBeGreaterThan(2);
    },
    120_000,
  );

  it('prints each section of the record (record.ts) and the education facts, none when empty', async () => {
    const { words } = resumeLanguage(defaultLang);
    const education = timeline.find((e) => e.kind === 'education' && isInResume(e, projects));
    if (!education) throw new Error('content needs an education entry in the resume');
    const withFacts = timeline.map((e) =>
      e.id === education.id
        ? { ...e, gpa: '3.9 / 4.0', coursework: ['Compilers', 'Operating Systems'] }
        : e,
    );
    const full = textOf(
      (await renderResume({ ...ownContent, timeline: withFacts, record: FULL_RECORD })).pdf,
    );
    const headings = ['volunteering', 'awards', 'certifications', 'publications'] as const;
    for (const id of headings)
      expect(full).toContain(words.sections[id].toLocaleUpperCase(defaultLang));
    for (const title of [
      'Workshop Lead',
      'Girls Who Code Club',
      'Taught twelve weekly sessions on Python.',
      'Best Hardware Hack',
      'A braille label printer.',
      'Kubernetes Application Developer',
      'cncf.example/ckad',
      'Latency Budgets for Student Apps',
      words.withCoAuthors('A. Author, B. Author'),
      `${words.gpa}: 3.9 / 4.0`,
      `${words.coursework}: Compilers, Operating Systems`,
    ])
      expect(full).toContain(title);
    // What the owner leaves out stays out.
    expect(full).not.toContain('Hidden Prize');

    const none = textOf((await renderResume({ ...ownContent, record: {} })).pdf);
    for (const id of headings)
      expect(none).not.toContain(words.sections[id].toLocaleUpperCase(defaultLang));
  }, 120_000);

  it('leaves out what the owner marks inResume: false (entry or project)', async () => {
    const [work] = timeline.filter((e) => e.kind === 'work');
    const projectEntry = timeline.find((e) => e.kind === 'project' && e.projectId);
    if (!work || !projectEntry) throw new Error('content needs a work and a project entry');
    const rendered = async (source: ResumeSource) => textOf((await renderResume(source)).pdf);
    // A title may also be mentioned in another entry's text: count, rather than look for none.
    const count = (text: string, title: string) => text.split(title).length - 1;
    const full = await rendered(ownContent);
    const reduced = await rendered({
      ...ownContent,
      timeline: timeline.map((e) => (e.id === work.id ? { ...e, inResume: false } : e)),
      projects: projects.map((p) =>
        p.id === projectEntry.projectId ? { ...p, inResume: false } : p,
      ),
    });
    expect(count(full, work.title)).toBeGreaterThan(0);
    expect(count(full, projectEntry.title)).toBeGreaterThan(0);
    expect(count(reduced, work.title)).toBeLessThan(count(full, work.title));
    expect(count(reduced, projectEntry.title)).toBeLessThan(count(full, projectEntry.title));
    expect(reduced).toContain(profile.name);
  }, 60_000);

  it('keeps within maxPages by leaving out the oldest entries, and says which', async () => {
    // Ten times the content: more than two pages for any owner (see the test above).
    const big = { ...grown(10), skills: skillCategories };
    const { pages, leftOut } = await renderResume({ ...big, resume: { ...resume, maxPages: 2 } });
    expect(pages).toBeLessThanOrEqual(2);
    expect(leftOut.length).toBeGreaterThan(0);
    const { pages: one } = await renderResume({
      ...ownContent,
      resume: { ...resume, maxPages: 1 },
    });
    expect(one).toBe(1);
  }, 120_000);

  it('holds maxPages: 1 even when one entry per section does not fit on a page', async () => {
    // Every entry's text eight times over: one entry per section alone is more than a page.
    const wordy = timeline.map((e) => ({
      ...e,
      bullets: Array.from({ length: 8 }, () => e.bullets).flat(),
    }));
    const source = { ...ownContent, timeline: wordy, resume: { ...resume, maxPages: 1 } };
    const { pdf, pages, leftOut } = await renderResume(source);
    expect(pages).toBe(1);
    expect(wordsOf(pdf, 'wordy').every((word) => word.page === 0)).toBe(true);
    expect(leftOut.some((item) => / bullets? of /.test(item))).toBe(true);
    expect(wordsOf(pdf, 'wordy').map((w) => w.text)).toContain(profile.name.split(' ')[0]);
  }, 180_000);
  /** Letters Turkish has and English does not: the embedded font must print them as written. */
  const TURKISH_LETTERS = ['İ', 'ı', 'ğ', 'ş'] as const;

  // Only for an owner with a Turkish resume (a one-language owner has none to print).
  if (languages.includes('tr'))
    it('prints the Turkish resume in Turkish: the content’s words as written, headings and dates', async () => {
      const source: ResumeSource = { lang: 'tr', ...contentIn('tr') };
      // After another language's resume, as in the build: it must leave no trace in this one.
      await renderResume(ownContent);
      const { pdf, pages } = await renderResume(source);
      const words = wordsOf(pdf, 'tr');
      console.log(`Turkish resume: ${pages} page${pages === 1 ? '' : 's'}`);
      expect(new Set(words.map((w) => w.page)).size).toBe(pages);
      expect(overlaps(words)).toEqual([]);
      expect(warnings).toEqual([]);
      const text = textOf(pdf);

      // Every word of the Turkish content the resume prints that has one of the letters.
      const printed = [
        source.profile.name,
        source.profile.role,
        source.profile.school,
        source.profile.location,
        source.resume.summary,
        ...source.timeline
          .filter((e) => isInResume(e, source.projects))
          .flatMap((e) => [e.title, e.subtitle ?? '', e.location ?? '', ...e.bullets]),
        ...source.skills.map((c) => c.title),
      ].map((t) => plainText(t).normalize('NFC'));
      const turkishWords = [
        ...new Set(
          printed
            .flatMap((t) => t.split(/\s+/))
            .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
            .filter((w) => TURKISH_LETTERS.some((letter) => w.includes(letter))),
        ),
      ];
      const covered = TURKISH_LETTERS.filter((l) => turkishWords.some((w) => w.includes(l)));
      console.log(
        `Turkish resume: ${turkishWords.length} words with ${covered.join(' ')}, e.g. ${turkishWords.slice(0, 5).join(', ')}`,
      );
      expect(turkishWords.length).toBeGreaterThan(0);
      expect(turkishWords.filter((w) => !text.includes(w))).toEqual([]);

      // Headings upper-cased by Turkish rules (i → İ), dates with Turkish months and 'Halen'.
      const { words: trWords, dates } = resumeLanguage('tr');
      const kinds = new Set(
        source.timeline.filter((e) => isInResume(e, source.projects)).map((e) => e.kind),
      );
      for (const heading of [
        trWords.skills,
        ...[...kinds].map((kind) => RESUME_WORDS.tr.sections[kind]),
      ])
        expect(text).toContain(heading.toLocaleUpperCase('tr'));
      for (const entry of source.timeline.filter((e) => isInResume(e, source.projects)))
        expect(text).toContain(dateRange(entry, dates));
      expect(text).toContain(`${source.profile.name} – ${trWords.resume}`);
    }, 120_000);
});
