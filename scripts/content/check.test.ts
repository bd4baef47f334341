// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pages } from '@/content/pages';
import { profile, siteTitle } from '@/content/profile';
import { overviewProjectIds, projects, projectSections } from '@/content/projects';
import { resume } from '@/content/resume';
import { site } from '@/content/site';
import { skillCategories } from '@/content/skills';
import { timeline, timelineIntro } from '@/content/timeline';
import { record } from '@/content/record';
import { contentDir } from '../../build-config';
import { isLang, LANGUAGE_NAMES, siteLanguages } from '../../src/i18n/languages';
import { localise } from '../../src/i18n/localise';
import { download } from '../../src/model/download';
import type { Lang, Text } from '../../src/model/types';
import { escapeRegExp } from '../../test-support/escapeRegExp';
import { checkContentFolder } from './check';
import { checkContent, checkContentFindings, type ContentModules } from './check-rules';
import { closestIconNames, resolveSkillIcon } from './skill-icons';

const folders = { content: contentDir(), public: path.resolve('public') };

/** A fresh, editable copy of the content this test runs on. */
function content(): ContentModules {
  return structuredClone({
    profile,
    siteTitle,
    projects,
    projectSections,
    overviewProjectIds,
    timeline,
    timelineIntro,
    skillCategories,
    resume,
    site,
    pages,
    record,
  }) as ContentModules;
}

/** The site's default language, and another language the site could be shown in. */
const [defaultLang = 'en'] = siteLanguages(site);
const otherLang = (Object.keys(LANGUAGE_NAMES) as Lang[]).find((l) => l !== defaultLang) ?? 'tr';

/** A text as the default language shows it. */
const shown = (text: Text) => localise(text, defaultLang, siteLanguages(site));

/** The content in the default language alone: every text plain, `site` in that one language. */
function oneLanguage(): ContentModules {
  const c = localise(content(), defaultLang, [defaultLang]) as unknown as ContentModules;
  c.site = { ...c.site, lang: defaultLang, languages: undefined };
  return c;
}

/** A language's name in English, as the check's messages write it. */
const nameOf = (lang: string) => new Intl.DisplayNames('en', { type: 'language' }).of(lang);

function first<T>(list: readonly T[]): T {
  const item = list[0];
  if (item === undefined) throw new Error('the content needs at least one of these');
  return item;
}

describe('content check', () => {
  it('finds nothing to fix in the content it runs on', () => {
    expect(checkContent(content(), folders)).toEqual([]);
    expect(checkContentFindings(content(), folders)).toEqual({ errors: [], warnings: [] });
  });

  it('names a timeline date that is not YYYY or YYYY-MM, and an end before the start', () => {
    const c = content();
    const [a, b] = c.timeline as [
      ContentModules['timeline'][number],
      ContentModules['timeline'][number],
    ];
    Object.assign(a, { start: 'Sep 2023' });
    Object.assign(b, { start: '2023-05', end: '2022' });
    expect(checkContent(c, folders)).toEqual([
      `timeline.ts › ${a.id} › start: 'Sep 2023' is not a date. Write 'YYYY' or 'YYYY-MM', e.g. '2023' or '2023-09'.`,
      `timeline.ts › ${b.id} › end: '2022' is before the start '2023-05'. Swap them or fix the year.`,
    ]);
  });

  it('names an unknown skill icon with the closest names, and lists every problem at once', () => {
    const c = content();
    const category = first(c.skillCategories);
    const group = first(category.groups);
    const skill = first(group.skills);
    Object.assign(skill, { icon: 'typscript' });
    Object.assign(first(c.projects), { repoUrl: 'github.com/me/app' });
    const problems = checkContent(c, folders);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toBe(
      `projects.ts › ${first(c.projects).id} › repoUrl: 'github.com/me/app' is not a web address. Write the repository's https:// address.`,
    );
    expect(problems[1]).toMatch(
      new RegExp(
        `^skills\\.ts › ${category.id} › groups\\[0\\] › ${escapeRegExp(shown(skill.name))} › icon: no icon is called 'typscript'\\. Closest names: 'typescript'`,
      ),
    );
  });

  it('resolves Simple Icons slugs and react-icons names, and suggests near names', () => {
    expect(resolveSkillIcon('nodedotjs')).toBeTypeOf('function');
    expect(resolveSkillIcon('FaJava')).toBeTypeOf('function');
    expect(resolveSkillIcon('nodejs')).toBeUndefined();
    expect(closestIconNames('nodejs')[0]).toBe('nodedotjs');
    expect(closestIconNames('java')).toContain('FaJava');
  });

  it('rejects unsafe links in markup, a bad e-mail, a bad phone and a bad profile link', () => {
    const c = content();
    c.profile.about = ['See [me](javascript:alert(1)).'];
    c.profile.email = 'me at home';
    c.profile.phone = 'call me';
    first(c.profile.social).href = 'www.example.org';
    const problems = checkContent(c, folders);
    expect(problems).toEqual([
      "profile.ts › email: 'me at home' is not an e-mail address. Write it as name@host.tld.",
      "profile.ts › phone: 'call me' is not a phone number. Use digits, spaces and an optional leading +, e.g. '+1 250 555 0142', or leave phone out.",
      "profile.ts › about[0]: the link 'javascript:alert(1)' is not allowed. Links in text may only go to https://, http:// or mailto: addresses, written [text](https://…).",
      `profile.ts › social[0] (${shown(first(c.profile.social).label)}) › href: 'www.example.org' is not a link a browser can open. Use https://… (or mailto:you@host for e-mail, tel:+15550142 for a phone).`,
    ]);
  });

  it('names duplicate ids, unknown project links, a missing download and a missing resume PDF', () => {
    const c = content();
    const [p1, p2] = c.projects as [
      ContentModules['projects'][number],
      ContentModules['projects'][number],
    ];
    p2.id = p1.id;
    p1.download = { href: '/downloads/nope.zip', label: 'Get it', fileName: 'nope.zip' };
    first(c.timeline).projectId = 'no-such-project';
    c.resume.file = 'files/missing.pdf';
    const problems = checkContent(c, folders);
    expect(problems).toContain(
      `projects.ts › ${p1.id}: two projects have this id. Give each project its own id.`,
    );
    expect(problems).toContain(
      `projects.ts › ${p1.id} › download: downloads/nope.zip not found in the content folder (${path.relative(process.cwd(), path.join(contentDir(), 'downloads/nope.zip'))}) or under public/. Put the file there, or fix the path (it is relative to the content folder).`,
    );
    expect(
      problems.some((p) =>
        p.startsWith(
          `timeline.ts › ${first(c.timeline).id} › projectId: 'no-such-project' is not a project id.`,
        ),
      ),
    ).toBe(true);
    expect(problems).toContain(
      `resume.ts › file: ${path.relative(process.cwd(), path.join(contentDir(), 'files/missing.pdf'))} not found. Put your PDF there (the path is relative to the content folder), or leave file out to use the generated resume.`,
    );
  });

  it('accepts the owner’s own resume only when it is a PDF', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    writeFileSync(path.join(dir, 'resume.pdf'), '%PDF-1.7\n');
    writeFileSync(path.join(dir, 'resume.docx'), 'PK');
    const c = content();
    // Only the resume is under test here; the other files of the content stay where they are.
    const resumeProblems = () =>
      checkContent(c, { ...folders, content: dir }).filter((p) => p.startsWith('resume.ts'));
    c.resume.file = 'resume.pdf';
    expect(resumeProblems()).toEqual([]);
    c.resume.file = 'resume.docx';
    expect(resumeProblems()).toEqual([
      `resume.ts › file: ${path.relative(process.cwd(), path.join(dir, 'resume.docx'))} is not a PDF. Export your resume as PDF.`,
    ]);
  });

  it('says which content module is missing or lacks an export, without throwing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    writeFileSync(path.join(dir, 'site.ts'), "export const website = { url: 'https://a.org' };\n");
    const { errors } = await checkContentFolder(dir, folders.public);
    expect(errors).toContain("site.ts: exports no 'site'. Keep the line 'export const site = …'.");
    expect(
      errors.some((e) =>
        /^profile\.ts: not found in .+\/\. Copy it from src\/content\/ and edit it\.$/.test(e),
      ),
    ).toBe(true);
  });

  it('names every mistake in record.ts: empty texts, dates, links and an availability end', () => {
    const c = content();
    c.record = {
      availability: { text: ' ', until: '31/08/2027' as never },
      certifications: [{ name: 'Cert', issuer: '', date: '2025-13' as never, url: 'ftp://x' }],
      awards: [{ title: 'Prize', awarder: 'Jury', date: 'last spring' as never }],
      publications: [{ title: 'Paper', venue: 'Venue', date: '2026', url: 'not a link' }],
      volunteering: [{ role: 'Mentor', organisation: 'Club', start: '2025-09', end: '2024-01' }],
    };
    const problems = checkContent(c, folders).filter((p) => p.startsWith('record.ts'));
    expect(problems).toEqual([
      "record.ts › availability › text: is empty. Write it, e.g. 'Open to internships from May 2027'.",
      "record.ts › availability › until: '31/08/2027' is not a date. Write the last day it holds as 'YYYY-MM-DD' (or a month 'YYYY-MM'), e.g. '2027-08-31', or leave until out.",
      "record.ts › certifications › Cert › issuer: is empty. Write it, e.g. 'Amazon Web Services'.",
      "record.ts › certifications › Cert › date: '2025-13' is not a date. Write 'YYYY' or 'YYYY-MM', e.g. '2023' or '2023-09'.",
      "record.ts › certifications › Cert › url: 'ftp://x' is not a web address. Write its https:// address, or leave url out.",
      "record.ts › awards › Prize › date: 'last spring' is not a date. Write 'YYYY' or 'YYYY-MM', e.g. '2023' or '2023-09'.",
      "record.ts › publications › Paper › url: 'not a link' is not a web address. Write its https:// address, or leave url out.",
      "record.ts › volunteering › Mentor › end: '2024-01' is before the start '2025-09'. Swap them or fix the year.",
    ]);
    // Without record.ts, or with an empty one, there is nothing to say.
    c.record = {};
    expect(checkContent(c, folders).filter((p) => p.startsWith('record.ts'))).toEqual([]);
  });

  it('reads record.ts when the folder has one and names a record.ts without its export', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    cpSync(folders.content, dir, { recursive: true });
    writeFileSync(path.join(dir, 'record.ts'), 'export const awards = [];\n');
    const { errors } = await checkContentFolder(dir, folders.public);
    expect(errors).toContain(
      "record.ts: exports no 'record'. Keep the line 'export const record = …'.",
    );
  });

  // The image check decodes every picture of the folder once (a few seconds for a folder of
  // photographs on a busy machine, before its cache knows them).
  it('runs the image check too: the content folder passes it as it is', async () => {
    const report = await checkContentFolder(folders.content, folders.public);
    expect(report.errors).toEqual([]);
  }, 60_000);

  it('names a link nested in bold or emphasis, at any depth', () => {
    const c = content();
    c.profile.about = ['**[x](javascript:alert(1))**', '*see **[y](data:text/html,hi)** now*'];
    expect(checkContent(c, folders)).toEqual([
      "profile.ts › about[0]: the link 'javascript:alert(1)' is not allowed. Links in text may only go to https://, http:// or mailto: addresses, written [text](https://…).",
      "profile.ts › about[1]: the link 'data:text/html,hi' is not allowed. Links in text may only go to https://, http:// or mailto: addresses, written [text](https://…).",
    ]);
  });

  it('names a malformed colour in site.ts', () => {
    const c = content();
    Object.assign(c.site, { themeColor: '#0f766e"', backgroundColor: 'white' });
    expect(checkContent(c, folders)).toEqual([
      `site.ts › themeColor: "#0f766e\\"" is not a colour. Write it as '#rrggbb', e.g. '#0f766e'.`,
      `site.ts › backgroundColor: "white" is not a colour. Write it as '#rrggbb', e.g. '#0f766e'.`,
    ]);
  });

  it('names timeline and skill ids that are not letters, digits and dashes', () => {
    const c = content();
    first(c.timeline).id = 'my job';
    first(c.skillCategories).id = '<b>skills</b>';
    expect(checkContent(c, folders)).toEqual([
      "timeline.ts › my job › id: 'my job' is used in the page's markup; use lowercase letters, digits and dashes, e.g. 'first-job'.",
      "skills.ts › <b>skills</b> › id: '<b>skills</b>' is used in the page's markup; use lowercase letters, digits and dashes, e.g. 'languages'.",
    ]);
  });

  it('takes a download name of its own, and names one a browser cannot save under', () => {
    const c = content();
    const project = first(c.projects);
    // Any file that exists will do: package.json, from the project folder as content folder.
    project.download = download('package.json', 'Get it', { fileName: 'Settings-1.0.json' });
    const downloadProblems = () =>
      checkContent(c, { ...folders, content: process.cwd() }).filter((p) =>
        p.startsWith(`projects.ts › ${project.id} › download`),
      );
    expect(project.download.fileName).toBe('Settings-1.0.json');
    expect(downloadProblems()).toEqual([]);
    project.download = download('package.json', 'Get it', { fileName: 'bin/settings.json' });
    project.download.fileName = 'bin/settings.json';
    expect(downloadProblems()).toEqual([
      `projects.ts › ${project.id} › download › fileName: 'bin/settings.json' is not a file name a browser can save under. Write a plain name with its extension, e.g. 'My-Game.json'.`,
    ]);
    project.download = download('package.json', 'Get it', { fileName: 'Settings.zip' });
    expect(downloadProblems()).toEqual([
      `projects.ts › ${project.id} › download › fileName: 'Settings.zip' does not end in .json like the file does, so the visitor’s computer would not know how to open it. Write e.g. 'Settings.json'.`,
    ]);
  });

  it('names image(…) and download(…) calls whose path is not written out, with file and line', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    cpSync(folders.content, dir, { recursive: true });
    const file = path.join(dir, 'profile.ts');
    const source = readFileSync(file, 'utf8');
    const helper =
      "\nconst shot = (name: string) => image(`screens/${name}.png`, name);\nexport const extra = [shot('home'), image('a/' + 'b.png', 'B')];\n// image(file, alt) in a comment is fine\n";
    writeFileSync(file, source + helper);
    const line = source.split('\n').length + 1;
    const { errors } = await checkContentFolder(dir, folders.public);
    const problem = (at: number) =>
      `profile.ts:${at}: image(…) is called without its path written in quotes. The build finds a file only where it is named in full, so write the call out where it is used, e.g. image('screens/home.png', 'What the picture shows'), not inside a function of your own or with a path put together from pieces.`;
    expect(errors.filter((e) => e.includes('without its path written in quotes'))).toEqual([
      problem(line),
      problem(line + 1),
    ]);
  });
});

describe('content check: languages', () => {
  /** The content in two languages: the default one, and `otherLang` with a text in it. */
  function twoLanguages(): ContentModules {
    const c = oneLanguage();
    c.site = { ...c.site, languages: [defaultLang, otherLang] };
    return c;
  }

  it('accepts plain texts in a site of two languages: the same in both, no warning', () => {
    const c = twoLanguages();
    const entry = first(c.timeline);
    entry.title = { [defaultLang]: shown(entry.title), [otherLang]: shown(entry.title) };
    expect(checkContentFindings(c, folders)).toEqual({ errors: [], warnings: [] });
  });

  it('lists each missing translation as a warning: file › entry › field › language', () => {
    const c = twoLanguages();
    const [entry, other] = c.timeline as [
      ContentModules['timeline'][number],
      ContentModules['timeline'][number],
    ];
    const project = first(c.projects);
    const category = first(c.skillCategories);
    const skill = first(first(category.groups).skills);
    // Translated, so the other language has text; then one field of each kind left out.
    entry.title = { [defaultLang]: shown(entry.title), [otherLang]: shown(entry.title) };
    entry.bullets = { [defaultLang]: [...(entry.bullets as string[])] };
    other.bullets = ['plain', { [defaultLang]: 'only one language' }];
    first(project.screens).name = { [defaultLang]: shown(first(project.screens).name) };
    skill.note = { [defaultLang]: 'fluent' };
    c.profile.role = { [otherLang]: shown(c.profile.role) };
    const { errors, warnings } = checkContentFindings(c, folders);
    expect(errors).toEqual([]);
    const at = (where: string, lang: Lang) => `${where} › ${lang}: no ${nameOf(lang)} text, `;
    expect(warnings.map((w) => w.slice(0, w.indexOf(', ') + 2))).toEqual([
      at('profile.ts › role', defaultLang),
      at(`projects.ts › ${project.id} › screens[0] › name`, otherLang),
      at(`timeline.ts › ${entry.id} › bullets`, otherLang),
      at(`timeline.ts › ${other.id} › bullets[1]`, otherLang),
      at(`skills.ts › ${category.id} › groups[0] › ${shown(skill.name)} › note`, otherLang),
    ]);
    expect(warnings[2]).toBe(
      `timeline.ts › ${entry.id} › bullets › ${otherLang}: no ${nameOf(otherLang)} text, so its pages under /${otherLang}/ show the ${nameOf(defaultLang)} one. Add ${otherLang}: '…' to translate it.`,
    );
    expect(warnings[0]).toContain(`its pages show the ${nameOf(otherLang)} one`);
  });

  it('warns once of a declared language no text is written in', () => {
    const c = twoLanguages();
    c.profile.role = { [defaultLang]: shown(c.profile.role) };
    const { errors, warnings } = checkContentFindings(c, folders);
    expect(errors).toEqual([]);
    // One warning for the language, not one per text that lacks it.
    expect(warnings).toEqual([
      `site.ts › languages › ${otherLang}: ${nameOf(otherLang)} is declared in site.ts, but no text of the content is written in it, so every page under /${otherLang}/ would show the ${nameOf(defaultLang)} text (only the site's own words would be ${nameOf(otherLang)}). Write texts as { ${defaultLang}: '…', ${otherLang}: '…' }, or remove '${otherLang}' from languages.`,
    ]);
  });

  it('names a language in site.ts the site has no words for, a repeated one and a wrong lang', () => {
    const c = oneLanguage();
    const unknown = 'xx';
    expect(isLang(unknown)).toBe(false);
    c.site = { ...c.site, languages: [defaultLang, unknown, defaultLang] };
    const { errors } = checkContentFindings(c, folders);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(
      new RegExp(
        `^site\\.ts › languages: "${unknown}" is not a language the site can be shown in\\. It has: .*'${otherLang}'.*\\. A new language needs an interface dictionary first: .*src/i18n/strings/`,
      ),
    );
    expect(errors[1]).toBe(
      `site.ts › languages: '${defaultLang}' is listed more than once. List each once.`,
    );
    c.site = { ...c.site, lang: defaultLang, languages: [otherLang, defaultLang] };
    expect(checkContentFindings(c, folders).errors).toEqual([
      `site.ts › lang: '${defaultLang}' is not the first of languages ('${otherLang}'). The first language is the default one (its pages are at /); write lang: '${otherLang}', or put '${defaultLang}' first in languages.`,
    ]);
  });

  it('names a text in a language site.ts does not declare, and under an unknown code', () => {
    const c = oneLanguage();
    const role = shown(c.profile.role);
    c.profile.role = { [defaultLang]: role, [otherLang]: role };
    first(c.timeline).subtitle = { [defaultLang]: role, zz: role } as Text;
    const { errors, warnings } = checkContentFindings(c, folders);
    expect(warnings).toEqual([]);
    expect(errors).toEqual([
      `profile.ts › role › ${otherLang}: a text in ${nameOf(otherLang)}, which site.ts does not declare (languages: '${defaultLang}'). Add '${otherLang}' to languages in site.ts, e.g. languages: ['${defaultLang}', '${otherLang}'], or remove the text.`,
      expect.stringMatching(
        new RegExp(
          `^timeline\\.ts › ${first(c.timeline).id} › subtitle › zz: 'zz' is not a language the site can be shown in`,
        ),
      ),
    ]);
  });
});
