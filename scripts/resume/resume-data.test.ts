// @vitest-environment node
import { profile as authoredProfile } from '@/content/profile';
import { projects as authoredProjects } from '@/content/projects';
import { site } from '@/content/site';
import { skillCategories as authoredSkills } from '@/content/skills';
import { timeline as authoredTimeline } from '@/content/timeline';
import type { SkillCategory, TimelineEntry } from '../../src/model/view';
import { dictionaries } from '../../src/i18n/dictionary';
import { siteLanguages } from '../../src/i18n/languages';
import { localise } from '../../src/i18n/localise';
import { newestFirst } from '../../src/model/dates';
import {
  contactLinks,
  displayUrl,
  isInResume,
  resumeSections,
  resumeTitle,
  skillLines,
} from './resume-data';
import { RESUME_WORDS, resumeLanguage } from './words';

// The content in the site's default language, as the resume prints it.
const languages = siteLanguages(site);
const [lang = 'en'] = languages;
const { profile, projects, skillCategories, timeline } = localise(
  {
    profile: authoredProfile,
    projects: authoredProjects,
    skillCategories: authoredSkills,
    timeline: authoredTimeline,
  },
  lang,
  languages,
);

describe('resume data', () => {
  it('puts every timeline entry in exactly one section, newest first', () => {
    const printed = timeline.filter((e) => isInResume(e, projects));
    const sections = resumeSections(timeline, projects);
    const titles = RESUME_WORDS.en.sections;
    const kinds = (['work', 'project', 'education'] as const).filter((kind) =>
      printed.some((e) => e.kind === kind),
    );
    expect(sections.map((s) => s.title)).toEqual(kinds.map((kind) => titles[kind]));
    const ids = sections.flatMap((s) => s.entries.map((e) => e.id));
    expect([...ids].sort()).toEqual(printed.map((e) => e.id).sort());
    for (const [i, kind] of kinds.entries()) {
      expect(sections[i]?.entries.map((e) => e.id)).toEqual(
        newestFirst(printed.filter((e) => e.kind === kind)).map((e) => e.id),
      );
    }
  });

  it('prints dates derived from start and end, and bullets without their markup', () => {
    const entries = resumeSections(
      [
        {
          id: 'degree',
          kind: 'education',
          start: '2018',
          end: '2022',
          title: 'BSc',
          bullets: ['**Top** of the [class](https://a.org)'],
        },
        { id: 'job', kind: 'work', start: '2024-09', end: 'Present', title: 'Dev', bullets: [] },
      ],
      projects,
    ).flatMap((s) => s.entries);
    expect(entries.map((e) => e.date)).toEqual(['Sep 2024 – Present', '2018 – 2022']);
    expect(entries[1]?.bullets).toEqual(['Top of the class']);
  });

  it('writes headings and dates in the resume’s language, months as Intl names them', () => {
    const entries: TimelineEntry[] = [
      { id: 'job', kind: 'work', start: '2023-09', end: 'Present', title: 'Dev', bullets: [] },
      {
        id: 'school',
        kind: 'education',
        start: '2021-02',
        end: '2023-06',
        title: 'BSc',
        bullets: [],
      },
    ];
    const turkish = resumeLanguage('tr');
    const month = (m: number) =>
      new Intl.DateTimeFormat('tr', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, m));
    const sections = resumeSections(entries, projects, turkish);
    expect(sections.map((s) => s.title)).toEqual([
      RESUME_WORDS.tr.sections.work,
      RESUME_WORDS.tr.sections.education,
    ]);
    expect(sections.flatMap((s) => s.entries.map((e) => e.date))).toEqual([
      `${month(8)} 2023 – ${RESUME_WORDS.tr.present}`,
      `${month(1)} 2021 – ${month(5)} 2023`,
    ]);
    expect(resumeTitle(profile, turkish.words)).toBe(`${profile.name} – ${RESUME_WORDS.tr.resume}`);
  });

  it('has its words in every language the site can be shown in', () => {
    expect(Object.keys(RESUME_WORDS).sort()).toEqual(Object.keys(dictionaries).sort());
  });

  it('has the site’s own words for dates in every language (src/i18n/strings)', () => {
    for (const [code, words] of Object.entries(RESUME_WORDS)) {
      const strings = dictionaries[code as keyof typeof dictionaries];
      expect({ present: words.present, month: words.month }, code).toEqual({
        present: strings.dates.present,
        month: strings.dates.month,
      });
    }
  });

  it('links project entries to their repositories and leaves the others without a link', () => {
    // The content's timeline, with a fictional project entry when it links no project.
    const entries: TimelineEntry[] = timeline.some((t) => t.projectId)
      ? [...timeline]
      : [
          ...timeline,
          {
            id: 'fixture-project',
            kind: 'project',
            start: '2020',
            title: 'Fixture',
            bullets: [],
            projectId: projects[0]?.id,
          },
        ];
    const sections = resumeSections(entries, projects);
    const projectSection = sections.find((s) => s.kind === 'project');
    const education = sections.find((s) => s.kind === 'education');
    const linked = projectSection?.entries ?? [];
    expect(linked.length).toBeGreaterThan(0);
    for (const entry of linked) {
      const projectId = entries.find((t) => t.id === entry.id)?.projectId;
      const project = projects.find((p) => p.id === projectId);
      if (!project) {
        expect(entry.link, entry.id).toBeUndefined();
        continue;
      }
      const withoutProtocol = project.repoUrl.split('://')[1] ?? '';
      expect(entry.link, entry.id).toEqual({
        text: withoutProtocol.replace(/^www\./, '').replace(/\/+$/, ''),
        href: project.repoUrl,
      });
    }
    expect(education?.entries.every((e) => e.link === undefined) ?? true).toBe(true);
  });

  it('leaves out a section without entries', () => {
    const workOnly = timeline.filter((e) => e.kind === 'work');
    expect(resumeSections(workOnly, projects).map((s) => s.title)).toEqual([
      RESUME_WORDS.en.sections.work,
    ]);
  });

  it('writes one line per skill category with group titles and notes', () => {
    const lines = skillLines(skillCategories);
    expect(lines.map((l) => l.title)).toEqual(skillCategories.map((c) => c.title));
    const category: SkillCategory = {
      id: 'languages',
      title: 'Languages',
      groups: [
        { title: 'Front end', skills: [{ name: 'TypeScript' }, { name: 'CSS' }] },
        { title: 'Back end', skills: [{ name: 'Java' }] },
      ],
    };
    expect(skillLines([category])[0]?.text).toBe('Front end: TypeScript, CSS  ·  Back end: Java');
    expect(
      skillLines([
        {
          id: 'spoken',
          title: 'Spoken',
          groups: [{ skills: [{ name: 'Portuguese', note: 'fluent' }] }],
        },
      ])[0]?.text,
    ).toBe('Portuguese (fluent)');
  });

  it('prints links without protocol and names the document after the owner', () => {
    expect(displayUrl('https://www.linkedin.com/in/someone/')).toBe('linkedin.com/in/someone');
    const owner = {
      ...profile,
      phone: undefined,
      social: [
        { kind: 'email', label: 'E-mail', handle: 'x', href: `mailto:${profile.email}` },
        { kind: 'github', label: 'GitHub', handle: 'fixture', href: 'https://github.com/fixture' },
        {
          kind: 'instagram',
          label: 'Instagram',
          handle: '@fixture',
          href: 'https://instagram.com/f',
        },
        {
          kind: 'linkedin',
          label: 'LinkedIn',
          handle: 'in/fixture',
          href: 'https://www.linkedin.com/in/fixture/',
        },
      ],
    } satisfies typeof profile;
    expect(contactLinks(owner).map((l) => l.text)).toEqual([
      profile.email,
      'github.com/fixture',
      'linkedin.com/in/fixture',
    ]);
    expect(resumeTitle(profile)).toBe(`${profile.name} – ${RESUME_WORDS.en.resume}`);
  });

  it('prints a phone number and a personal website, not social media', () => {
    const owner = {
      ...profile,
      phone: '+1 (250) 555-0142',
      social: [
        { kind: 'website', label: 'Website', handle: 'ayse.dev', href: 'https://ayse.dev/' },
        { kind: 'x', label: 'X', handle: '@ayse', href: 'https://x.com/ayse' },
      ],
    } satisfies typeof profile;
    expect(contactLinks(owner)).toEqual([
      { text: owner.email, href: `mailto:${owner.email}` },
      { text: '+1 (250) 555-0142', href: 'tel:+12505550142' },
      { text: 'ayse.dev', href: 'https://ayse.dev/' },
    ]);
  });
});
