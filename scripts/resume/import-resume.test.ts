// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { plainText } from '../../src/model/markup';
import { isAvailable } from '../../src/model/record';
import type { OwnerRecord, Profile, SkillCategory, TimelineEntry } from '../../src/model/view';
import { runScript } from '../../test-support/runScript';
import { scratchSpace } from '../../test-support/scratch';
import { OWNER_DIRS, ownerName } from '../../test-support/sampleOwners';
import { checkContentFolder } from '../content/check';
import { importTodos, todoMessage } from '../content/import-todos';
import { loadContentIn, loadLanguages, type LocalContent } from '../content/load';
import { runDoctor } from '../doctor/doctor';
import { fromJsonResume } from './from-json-resume';
import { importResume } from './import-resume';
import { toJsonResume } from './json-resume';
import type { JsonResume } from './json-resume-types';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(ROOT, 'test-support', 'fixtures', 'resume-full.json');
const PUBLIC = path.join(ROOT, 'public');
const NOW = Date.now();

const { folder } = scratchSpace('import-resume');

const plain = (texts: readonly string[] | undefined) => (texts ?? []).map(plainText);

// What the pages show that JSON Resume holds (with the ids, the pages' addresses), in a form both
// sides can be compared in.

function profileTexts(profile: Profile) {
  const links = profile.social
    .filter((s) => s.kind !== 'email' && s.kind !== 'phone')
    .map(({ label, handle, href }) => ({ label, handle, href }));
  const kinds = profile.social.map((s) => s.kind).filter((k) => k === 'email' || k === 'phone');
  const { name, role, email, phone, location } = profile;
  return { name, role, email, phone, location, links, kinds: [...new Set(kinds)].sort() };
}

function timelineTexts(content: LocalContent) {
  const projectName = (id?: string) => content.projects.find((p) => p.id === id)?.name;
  const view = (e: TimelineEntry) => ({
    id: e.id,
    kind: e.kind,
    title: e.title,
    subtitle: e.subtitle,
    start: e.start,
    end: e.end,
    endNote: e.endNote,
    location: e.location,
    bullets: plain(e.bullets),
    gpa: e.gpa,
    coursework: e.coursework?.length ? plain(e.coursework) : undefined,
    project: projectName(e.projectId),
  });
  const key = (e: ReturnType<typeof view>) => `${e.kind} ${e.start} ${e.title}`;
  return content.timeline.map(view).sort((a, b) => key(a).localeCompare(key(b)));
}

function skillTexts(categories: readonly SkillCategory[]) {
  const skills = (c: SkillCategory) => c.groups.flatMap((g) => g.skills);
  return {
    categories: categories
      .filter((c) => !c.spoken)
      .map((c) => ({
        title: c.title,
        groups: c.groups.map((g) => ({ title: g.title, skills: g.skills.map((s) => s.name) })),
      })),
    spoken: categories
      .filter((c) => c.spoken)
      .flatMap(skills)
      .map(({ name, note }) => ({ name, note })),
  };
}

function recordTexts(record: OwnerRecord) {
  const { availability } = record;
  return {
    availability:
      availability && isAvailable(availability, NOW)
        ? { text: availability.text, until: availability.until }
        : undefined,
    certifications: (record.certifications ?? []).map(({ name, issuer, date, url }) => ({
      name,
      issuer,
      date,
      url,
    })),
    awards: (record.awards ?? []).map(({ title, awarder, date, summary, url }) => ({
      title,
      awarder,
      date,
      summary: summary === undefined ? undefined : plainText(summary),
      url,
    })),
    publications: (record.publications ?? []).map((p) => ({
      title: p.title,
      venue: p.venue,
      date: p.date,
      url: p.url,
      coAuthors: p.coAuthors?.length ? p.coAuthors : undefined,
      summary: p.summary === undefined ? undefined : plainText(p.summary),
    })),
    volunteering: (record.volunteering ?? []).map((v) => ({
      role: v.role,
      organisation: v.organisation,
      start: v.start,
      end: v.end,
      location: v.location,
      url: v.url,
      bullets: plain(v.bullets),
    })),
  };
}

const projectTexts = (content: LocalContent) =>
  content.projects.map((p) => ({
    id: p.id,
    name: p.name,
    category: p.category,
    cardText: p.cardText,
    bullets: plain(p.bullets),
    tech: p.tech,
    repoUrl: p.repoUrl,
  }));

const owners = await Promise.all(
  OWNER_DIRS.map(async (dir) => ({ dir, languages: await loadLanguages(dir) })),
);

describe('round trip: export → import-resume → the same texts', () => {
  for (const { dir, languages } of owners)
    for (const lang of languages)
      it(`${ownerName(dir)} in ${lang}`, async () => {
        const original = await loadContentIn(lang, dir);
        const document = toJsonResume(original, {
          siteUrl: original.site.url,
          base: '/',
          lastModified: new Date(NOW),
          now: NOW,
        });
        const place = folder('round-trip');
        const file = path.join(place, 'resume.json');
        writeFileSync(file, JSON.stringify(document, null, 2));
        const target = path.join(place, 'content');
        const outcome = await importResume(file, target);
        expect(outcome.code, outcome.lines.join('\n')).toBe(0);

        // The imported folder is a content folder in that one language, which the check passes.
        expect(await loadLanguages(target)).toEqual([lang]);
        const report = await checkContentFolder(target, PUBLIC);
        expect(report.errors).toEqual([]);

        const imported = await loadContentIn(lang, target);
        expect(profileTexts(imported.profile)).toEqual(profileTexts(original.profile));
        expect(imported.resume.summary).toBe(original.resume.summary);
        expect(imported.profile.tagline).toBe(original.profile.tagline);
        expect(imported.profile.about).toEqual(plain(original.profile.about));
        expect(imported.site.url).toBe(original.site.url);
        expect(timelineTexts(imported)).toEqual(timelineTexts(original));
        expect(skillTexts(imported.skillCategories)).toEqual(skillTexts(original.skillCategories));
        expect(recordTexts(imported.record)).toEqual(recordTexts(original.record));
        expect(projectTexts(imported)).toEqual(projectTexts(original));
        const names = (c: LocalContent) =>
          c.overviewProjectIds.map((id) => c.projects.find((p) => p.id === id)?.name);
        expect(names(imported)).toEqual(names(original));
      }, 60_000);
});

describe('import of a hand-written resume.json with every section', () => {
  const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Required<JsonResume>;
  let target: string;
  let outcome: Awaited<ReturnType<typeof importResume>>;
  beforeAll(async () => {
    target = path.join(folder('fixture'), 'my-content');
    outcome = await importResume(FIXTURE, target);
  }, 60_000);

  it('writes a content folder that passes the content check, its TODOs as warnings', async () => {
    expect(outcome.code, outcome.lines.join('\n')).toBe(0);
    const report = await checkContentFolder(target, PUBLIC);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    const todos = importTodos(target);
    expect(todos.length).toBeGreaterThan(0);
    for (const todo of todos) {
      expect(report.contentWarnings).toContain(todoMessage(todo));
      // Each names a real line of its file, which says what to do.
      const line = readFileSync(path.join(target, todo.file), 'utf8').split('\n')[todo.line - 1];
      expect(line).toContain(`TODO(import): ${todo.note}`);
      expect(outcome.lines.join('\n')).toContain(`${todo.file}:${todo.line}: ${todo.note}`);
    }
    // What has a placeholder: the pictures, the page descriptions, the colours.
    const files = new Set(todos.map((t) => t.file));
    for (const file of ['profile.ts', 'projects.ts', 'pages.ts', 'site.ts'])
      expect(files).toContain(file);
  }, 60_000);

  it('lists every TODO in npm run doctor, to fix before going live', async () => {
    const findings = await runDoctor({}, target);
    for (const todo of importTodos(target))
      expect(findings).toContainEqual({ level: 'fail', message: todoMessage(todo) });
  }, 60_000);

  it('says what it left out: the sections the site has no place for', () => {
    const said = outcome.lines.join('\n');
    expect(said).toContain(`interests (${fixture.interests.length})`);
    expect(said).toContain(`references (${fixture.references.length})`);
  });

  it('carries the texts over', async () => {
    const content = await loadContentIn(undefined, target);
    const { basics } = fixture;
    expect(content.profile.name).toBe(basics.name);
    expect(content.profile.role).toBe(basics.label);
    expect(content.profile.email).toBe(basics.email);
    expect(content.resume.summary).toBe(basics.summary);
    // Not exported by this site: the hero's sentence is the summary's first, the About text the
    // summary's paragraphs.
    const summary = basics.summary ?? '';
    expect(summary.startsWith(content.profile.tagline)).toBe(true);
    expect(content.profile.tagline).toMatch(/[.!?]$/);
    expect(content.profile.about.join(' ')).toBe(summary.replace(/\s+/g, ' '));
    // Every profile with an address, or a user name on a network with one form of address
    // (GitHub), becomes a link; one with neither is named as left out.
    const profiles = basics.profiles ?? [];
    const github = profiles.find((p) => p.network === 'GitHub' && !p.url);
    const discord = profiles.findIndex((p) => p.network === 'Discord' && !p.url);
    expect(content.profile.social.map((s) => s.href)).toContain(
      `https://github.com/${github?.username}`,
    );
    expect(outcome.lines.join('\n')).toContain(
      `basics.profiles[${discord}] (Discord): no web address`,
    );
    // A street address is not published: the city, region and country are.
    expect(content.profile.location).toContain(basics.location?.city);
    expect(content.profile.location).not.toContain(basics.location?.address);
    const titles = content.timeline.map((e) => e.title);
    for (const job of fixture.work) expect(titles).toContain(job.position);
    const work = content.timeline.filter((e) => e.kind === 'work');
    for (const job of fixture.work) {
      const entry = work.find((e) => e.title === job.position);
      expect(entry?.subtitle).toBe(job.name);
      expect(entry?.bullets).toEqual([
        ...(job.summary ? [job.summary] : []),
        ...(job.highlights ?? []),
      ]);
    }
    for (const school of fixture.education) {
      const entry = content.timeline.find(
        (e) => e.kind === 'education' && e.subtitle === school.institution,
      );
      expect(entry?.gpa).toBe(school.score);
      expect(entry?.coursework).toEqual(school.courses);
    }
    expect(content.projects.map((p) => p.name)).toEqual(fixture.projects.map((p) => p.name));
    expect(content.projects.map((p) => p.repoUrl)).toEqual(fixture.projects.map((p) => p.url));
    const spoken = content.skillCategories
      .filter((c) => c.spoken)
      .flatMap((c) => c.groups[0]?.skills ?? []);
    expect(spoken.map((s) => [s.name, s.note])).toEqual(
      fixture.languages.map((l) => [l.language, l.fluency]),
    );
    expect(content.record.certifications?.map((c) => c.name)).toEqual(
      fixture.certificates.map((c) => c.name),
    );
    expect(content.record.awards?.map((a) => a.title)).toEqual(fixture.awards.map((a) => a.title));
    expect(content.record.publications?.map((p) => p.title)).toEqual(
      fixture.publications.map((p) => p.name),
    );
    expect(content.record.volunteering?.map((v) => v.organisation)).toEqual(
      fixture.volunteer.map((v) => v.organization),
    );
  });

  it('writes modules the type check accepts', () => {
    const config = path.join(path.dirname(target), 'tsconfig.json');
    writeFileSync(
      config,
      JSON.stringify({
        extends: path.join(ROOT, 'tsconfig.json'),
        include: [path.join(target, '**/*')],
        compilerOptions: {
          paths: { '@/*': [path.join(ROOT, 'src/*')] },
          types: [],
          typeRoots: [path.join(ROOT, 'node_modules/@types')],
        },
      }),
    );
    const tsc = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', config],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 60_000);

  it('never writes over a folder that holds anything', async () => {
    const again = await importResume(FIXTURE, target);
    expect(again.code).toBe(1);
    expect(again.lines).toHaveLength(1);
    expect(again.lines[0]).toContain('already holds files');
  });
});

describe('a resume.json the import cannot take', () => {
  const good = JSON.parse(readFileSync(FIXTURE, 'utf8')) as JsonResume;
  const cases: [string, string, RegExp][] = [
    ['not JSON', '{ "basics": { "name": "A" ', /^resume\.json: is not JSON \(/],
    ['a list', '[{ "basics": {} }]', /^resume\.json: holds a list, not a resume\./],
    [
      'a date that is none',
      JSON.stringify({ ...good, work: [{ ...good.work?.[0], startDate: 'last spring' }] }),
      /^resume\.json › work\[0\]\.startDate: 'last spring' is not a date\. Write it as YYYY-MM-DD, YYYY-MM or YYYY/,
    ],
    [
      'a month that is none',
      JSON.stringify({ ...good, awards: [{ ...good.awards?.[0], date: '2024-13' }] }),
      /^resume\.json › awards\[0\]\.date: '2024-13' is not a date\./,
    ],
    [
      'a section of the wrong kind',
      JSON.stringify({ ...good, skills: 'TypeScript, React' }),
      /^resume\.json › skills: should be a list \(\[…\]\), not the text 'TypeScript, React'\./,
    ],
    ['no basics', JSON.stringify({ work: good.work }), /^resume\.json › basics: missing\./],
    [
      'no name',
      JSON.stringify({ ...good, basics: { ...good.basics, name: ' ' } }),
      /^resume\.json › basics\.name: missing\. Add your name/,
    ],
    [
      'no e-mail address',
      JSON.stringify({ ...good, basics: { ...good.basics, email: undefined } }),
      /^resume\.json › basics\.email: missing\. Add your e-mail address; the contact form sends to it\.$/,
    ],
  ];

  for (const [what, text, message] of cases)
    it(`${what}: one sentence naming the file and the field`, () => {
      const result = fromJsonResume(text, 'resume.json');
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(message);
    });

  it('from the command line: the sentence, exit code 1 and nothing written', () => {
    const place = folder('cli');
    const file = path.join(place, 'resume.json');
    const [, text, message] = cases.find(([what]) => what === 'no e-mail address') ?? [];
    writeFileSync(file, text ?? '');
    const target = path.join(place, 'my-content');
    const run = runScript('scripts/resume/import-resume.ts', [file, target]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toMatch(message ?? /./);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(existsSync(target)).toBe(false);
  }, 60_000);
});
