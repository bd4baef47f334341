import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { skillCategories } from '@/content/skills';
import { timeline } from '@/content/timeline';
import type { SkillCategory, TimelineEntry } from '../../src/model/types';
import { newestFirst } from '../../src/model/dates';
import {
  contactLinks,
  displayUrl,
  isInResume,
  resumeSections,
  resumeTitle,
  skillLines,
} from './resume-data';

describe('resume data', () => {
  it('puts every timeline entry in exactly one section, newest first', () => {
    const printed = timeline.filter((e) => isInResume(e, projects));
    const sections = resumeSections(timeline, projects);
    const titles = { work: 'Experience', project: 'Projects', education: 'Education' } as const;
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
    const projectSection = sections.find((s) => s.title === 'Projects');
    const education = sections.find((s) => s.title === 'Education');
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
    expect(resumeSections(workOnly, projects).map((s) => s.title)).toEqual(['Experience']);
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
    expect(resumeTitle(profile)).toBe(`${profile.name} – Resume`);
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
