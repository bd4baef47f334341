// @vitest-environment node
import { validate, type SchemaError } from '@jsonresume/schema';
import { localePath } from '../../src/i18n/languages';
import { resumeJsonPath } from '../../src/lib/siteFiles';
import { PRESENT } from '../../src/model/dates';
import { plainText } from '../../src/model/markup';
import { isAvailable } from '../../src/model/record';
import type { DateLike, OwnerRecord, TimelineEntry } from '../../src/model/view';
import { escapeRegExp } from '../../test-support/escapeRegExp';
import { OWNER_DIRS, ownerName } from '../../test-support/sampleOwners';
import { loadContentIn, loadLanguages, type LocalContent } from '../content/load';
import { JSON_RESUME_VERSION, toJsonResume, type JsonResumeOptions } from './json-resume';
import { degreeTitle } from './json-resume-fields';

/** The schema package's own verdict: its errors, none for a valid document. */
function schemaErrors(document: unknown): SchemaError[] {
  let errors: SchemaError[] = [];
  validate(document, (found) => {
    errors = found ?? [];
  });
  return errors;
}

const options = (content: LocalContent): JsonResumeOptions => ({
  siteUrl: content.site.url,
  base: '/',
  lastModified: new Date('2026-03-04T05:06:07Z'),
});

const owners = await Promise.all(
  OWNER_DIRS.map(async (dir) => ({ dir, languages: await loadLanguages(dir) })),
);

/** Made-up entries of every section of the record, for content that has none. */
const RECORD: OwnerRecord = {
  availability: { text: 'Open to a summer internship', until: '2999-12-31' },
  certifications: [
    {
      name: 'A certificate',
      issuer: 'An issuer',
      date: '2024-05',
      url: 'https://issuer.example/1',
    },
  ],
  awards: [{ title: 'An award', awarder: 'A jury', date: '2023', summary: 'For **good** work.' }],
  publications: [
    {
      title: 'A paper',
      venue: 'A venue',
      date: '2025-02',
      coAuthors: ['A. Author', 'B. Author'],
      summary: 'About [a thing](https://thing.example).',
    },
  ],
  volunteering: [
    {
      role: 'A role',
      organisation: 'A club',
      start: '2022-01',
      end: PRESENT,
      bullets: ['Helped.'],
    },
  ],
};

describe('resume.json (JSON Resume export)', () => {
  for (const { dir, languages } of owners)
    for (const lang of languages) {
      describe(`${ownerName(dir)} in ${lang}`, () => {
        let content: LocalContent;
        beforeAll(async () => {
          content = await loadContentIn(lang, dir);
        });

        it('is valid JSON Resume, by the schema package’s own validator', () => {
          const document = toJsonResume(content, options(content));
          expect(schemaErrors(document)).toEqual([]);
          expect(schemaErrors(JSON.parse(JSON.stringify(document)))).toEqual([]);
          expect(document.meta?.version).toBe(JSON_RESUME_VERSION);
        });

        it('names the owner and the pages of its language', () => {
          const { basics, meta } = toJsonResume(content, options(content));
          const origin = `${content.site.url}/`;
          expect(basics?.name).toBe(content.profile.name);
          expect(basics?.label).toBe(content.profile.role);
          expect(basics?.email).toBe(content.profile.email);
          expect(basics?.phone).toBe(content.profile.phone);
          expect(basics?.summary).toBe(content.resume.summary);
          // Ours: the hero's sentence and the About text, which the summary does not hold.
          expect(basics?.tagline).toBe(content.profile.tagline);
          expect(basics?.about).toEqual(content.profile.about.map(plainText));
          expect(basics?.url).toBe(new URL(localePath('/', lang, languages), origin).href);
          expect(meta?.canonical).toBe(new URL(resumeJsonPath(lang, languages), origin).href);
          expect(meta?.lastModified).toBe('2026-03-04T05:06:07');
          expect(meta?.language).toBe(lang);
          // Every profile but the e-mail and phone links (basics has those).
          const profiles = content.profile.social.filter(
            (s) => s.kind !== 'email' && s.kind !== 'phone',
          );
          expect(basics?.profiles?.map((p) => p.url)).toEqual(
            profiles.length ? profiles.map((s) => s.href) : undefined,
          );
        });

        it('holds the whole timeline, inResume: false included, in plain text', () => {
          const withLeftOut = {
            ...content,
            timeline: content.timeline.map((e) => ({ ...e, inResume: false })),
          };
          const document = toJsonResume(withLeftOut, options(content));
          const byKind = (kind: TimelineEntry['kind']) =>
            content.timeline.filter((e) => e.kind === kind);
          expect(document.work?.length ?? 0).toBe(byKind('work').length);
          expect(document.education?.length ?? 0).toBe(byKind('education').length);
          for (const entry of byKind('work')) {
            const work = document.work?.find(
              (w) => w.position === entry.title && w.startDate === entry.start,
            );
            expect(work, entry.title).toBeDefined();
            expect(work?.name).toBe(entry.subtitle);
            expect(work?.highlights ?? []).toEqual(entry.bullets.map(plainText));
            // Ongoing: no endDate; a single date: it ends when it starts.
            expect(work?.endDate).toBe(
              entry.end === PRESENT ? undefined : (entry.end ?? entry.start),
            );
          }
          // An education entry's subtitle is the school, its title the degree (src/model/types.ts).
          for (const entry of byKind('education')) {
            const education = document.education?.find((e) => e.id === entry.id);
            expect(education?.institution, entry.id).toBe(entry.subtitle);
            expect(degreeTitle(education?.studyType ?? '', education?.area), entry.id).toBe(
              entry.title,
            );
          }
          // Every project entry of the timeline is a project: of projects.ts, or of its own.
          const names = document.projects?.flatMap((p) => [p.name, p.timeline?.title]) ?? [];
          for (const entry of byKind('project')) expect(names).toContain(entry.title);
          for (const project of content.projects) {
            const exported = document.projects?.find((p) => p.name === project.name);
            expect(exported?.description).toBe(project.cardText);
            expect(exported?.keywords ?? []).toEqual(project.tech);
            expect(exported?.url).toBe(project.repoUrl);
            expect(exported?.highlights ?? []).toEqual(project.bullets.map(plainText));
          }
        });

        it('marks the home page’s cards in their order, and keeps the skills’ sub-headings', () => {
          const document = toJsonResume(content, options(content));
          const featured = (document.projects ?? [])
            .filter((p) => p.featured !== undefined)
            .sort((a, b) => (a.featured ?? 0) - (b.featured ?? 0));
          expect(featured.map((p) => p.featured)).toEqual(
            content.overviewProjectIds.map((_, i) => i + 1),
          );
          expect(featured.map((p) => p.name)).toEqual(
            content.overviewProjectIds.map((id) => content.projects.find((p) => p.id === id)?.name),
          );
          const categories = content.skillCategories.filter((c) => !c.spoken);
          categories.forEach((category, i) => {
            const skill = document.skills?.[i];
            const titled = category.groups.some((g) => g.title);
            expect(skill?.groups?.map((g) => [g.title, g.keywords])).toEqual(
              titled
                ? category.groups.map((g) => [g.title, g.skills.map((s) => s.name)])
                : undefined,
            );
          });
        });

        it('has each record section exactly when the content has it', () => {
          const document = toJsonResume(content, options(content));
          const { record } = content;
          const count = (list: readonly unknown[] | undefined) => list?.length ?? 0;
          expect(count(document.awards)).toBe(count(record.awards));
          expect(count(document.certificates)).toBe(count(record.certifications));
          expect(count(document.publications)).toBe(count(record.publications));
          expect(count(document.volunteer)).toBe(count(record.volunteering));
          expect(document.basics?.availability !== undefined).toBe(
            !!record.availability && isAvailable(record.availability, Date.now()),
          );
          const spoken = content.skillCategories
            .filter((c) => c.spoken)
            .flatMap((c) => c.groups.flatMap((g) => g.skills));
          expect(document.languages?.map((l) => [l.language, l.fluency]) ?? []).toEqual(
            spoken.map((s) => [s.name, s.note]),
          );
          expect(document.skills?.map((s) => s.name) ?? []).toEqual(
            content.skillCategories.filter((c) => !c.spoken).map((c) => c.title),
          );
        });

        it('leaves every record section out when the content has none', () => {
          const bare = {
            ...content,
            record: {},
            skillCategories: content.skillCategories.filter((c) => !c.spoken),
            timeline: content.timeline.map((e) => ({
              ...e,
              gpa: undefined,
              coursework: undefined,
            })),
          };
          const document = toJsonResume(bare, options(content));
          for (const section of [
            'awards',
            'certificates',
            'publications',
            'volunteer',
            'languages',
          ])
            expect(document, section).not.toHaveProperty(section);
          expect(document.basics).not.toHaveProperty('availability');
          for (const education of document.education ?? []) {
            expect(education).not.toHaveProperty('score');
            expect(education).not.toHaveProperty('courses');
          }
          expect(schemaErrors(document)).toEqual([]);
        });

        it('writes every record section and an education entry’s grade and courses when given', () => {
          const graded: TimelineEntry = {
            id: 'a-degree',
            kind: 'education',
            start: '2020-09',
            end: '2024-06',
            title: 'A degree',
            subtitle: 'A school',
            bullets: [],
            gpa: '3.9 / 4.0',
            coursework: ['A course', 'Another *course*'],
          };
          const full = {
            ...content,
            record: RECORD,
            timeline: [graded],
            skillCategories: [
              ...content.skillCategories.filter((c) => !c.spoken),
              {
                id: 'spoken-test',
                title: 'Languages',
                spoken: true,
                groups: [{ skills: [{ name: 'A language', note: 'fluent' }] }],
              },
            ],
          };
          const document = toJsonResume(full, options(content));
          expect(schemaErrors(document)).toEqual([]);
          expect(document.basics?.availability).toEqual(RECORD.availability);
          expect(document.certificates).toEqual([
            {
              name: 'A certificate',
              issuer: 'An issuer',
              date: '2024-05',
              url: 'https://issuer.example/1',
            },
          ]);
          expect(document.awards).toEqual([
            { title: 'An award', awarder: 'A jury', date: '2023', summary: 'For good work.' },
          ]);
          expect(document.publications).toEqual([
            {
              name: 'A paper',
              publisher: 'A venue',
              releaseDate: '2025-02',
              summary: 'About a thing.',
              coAuthors: ['A. Author', 'B. Author'],
            },
          ]);
          expect(document.volunteer).toEqual([
            {
              organization: 'A club',
              position: 'A role',
              startDate: '2022-01',
              highlights: ['Helped.'],
            },
          ]);
          expect(document.languages).toEqual([{ language: 'A language', fluency: 'fluent' }]);
          expect(document.education?.[0]).toMatchObject({
            score: '3.9 / 4.0',
            courses: ['A course', 'Another course'],
          });
        });

        it('leaves out an availability note past its last day', () => {
          const until: DateLike = '2024-06-30';
          const past = { ...content, record: { availability: { text: 'Open', until } } };
          const after = Date.UTC(2024, 6, 1);
          const before = Date.UTC(2024, 5, 30, 23);
          expect(toJsonResume(past, { ...options(content), now: after }).basics).not.toHaveProperty(
            'availability',
          );
          expect(
            toJsonResume(past, { ...options(content), now: before }).basics?.availability,
          ).toEqual({
            text: 'Open',
            until,
          });
        });

        it('names the portrait only when the build gave it an address', () => {
          const { src, alt } = content.profile.avatar;
          const withAvatar = (avatar: LocalContent['profile']['avatar']) => ({
            ...content,
            profile: { ...content.profile, avatar },
          });
          const unbuilt = toJsonResume(withAvatar({ src, alt }), options(content));
          expect(unbuilt.basics).not.toHaveProperty('image');
          const file = { name: 'me', hash: 'abc', w: 800, h: 800 };
          const built = toJsonResume(withAvatar({ src, alt, file }), options(content));
          expect(built.basics?.image).toMatch(
            new RegExp(`^${escapeRegExp(content.site.url)}/assets/me-abc-\\d+\\.webp$`),
          );
        });
      });
    }
});
