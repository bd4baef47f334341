import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { skillCategories } from '@/content/skills';
import { timeline } from '@/content/timeline';
import type { SkillCategory } from '../../src/model/types';
import { newestFirst } from '../../src/model/dates';
import { contactLinks, displayUrl, resumeSections, resumeTitle, skillLines } from './resume-data';

describe('resume data', () => {
  it('puts every timeline entry in exactly one section, newest first', () => {
    const sections = resumeSections(timeline, projects);
    expect(sections.map((s) => s.title)).toEqual(['Experience', 'Projects', 'Education']);
    const ids = sections.flatMap((s) => s.entries.map((e) => e.id));
    expect([...ids].sort()).toEqual(timeline.map((e) => e.id).sort());
    const work = sections[0]?.entries.map((e) => e.id);
    expect(work).toEqual(newestFirst(timeline.filter((e) => e.kind === 'work')).map((e) => e.id));
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
    const [, projectSection, education] = resumeSections(timeline, projects);
    const mot = projectSection?.entries.find((e) => e.id === 'mot');
    expect(mot?.link).toEqual({
      text: 'github.com/deniz-yilmaz-dev/money-on-track',
      href: 'https://github.com/deniz-yilmaz-dev/money-on-track',
    });
    expect(education?.entries.every((e) => e.link === undefined)).toBe(true);
  });

  it('leaves out a section without entries', () => {
    const workOnly = timeline.filter((e) => e.kind === 'work');
    expect(resumeSections(workOnly, projects).map((s) => s.title)).toEqual(['Experience']);
  });

  it('writes one line per skill category with group titles and notes', () => {
    const lines = skillLines(skillCategories);
    expect(lines.map((l) => l.title)).toEqual(skillCategories.map((c) => c.title));
    const sample: SkillCategory = {
      id: 'languages',
      title: 'Languages',
      groups: [
        { title: 'Front end', skills: [{ name: 'TypeScript' }, { name: 'CSS' }] },
        { title: 'Back end', skills: [{ name: 'Java' }] },
      ],
    };
    expect(skillLines([sample])[0]?.text).toBe('Front end: TypeScript, CSS  ·  Back end: Java');
    expect(
      skillLines([
        {
          id: 'spoken',
          title: 'Spoken',
          groups: [{ skills: [{ name: 'Turkish', note: 'bilingual' }] }],
        },
      ])[0]?.text,
    ).toBe('Turkish (bilingual)');
  });

  it('prints links without protocol and names the document after the owner', () => {
    expect(displayUrl('https://www.linkedin.com/in/someone/')).toBe('linkedin.com/in/someone');
    expect(contactLinks(profile).map((l) => l.text)).toEqual([
      profile.email,
      'github.com/deniz-yilmaz-dev',
      'linkedin.com/in/deniz-yilmaz-dev',
    ]);
    expect(resumeTitle(profile)).toBe('Deniz Yılmaz – Resume');
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
