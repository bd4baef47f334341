import { parseProjectHash, projectHref } from '@/lib/deepLink';
import { deviceProblems } from '@/lib/deviceProblems';
import { isYearOrMonth, newestFirst } from './dates';
import { pages } from '@/lib/pages';
import { profile } from '@/content/profile';
import { overviewProjectIds, projects, projectSections } from '@/content/projects';
import { skillCategories } from '@/content/skills';
import { timeline } from '@/content/timeline';

/** Guards the owner's edits: the site builds from this data, so mistakes show up here first. */

function duplicates(values: readonly string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

describe('content', () => {
  it('has unique ids everywhere', () => {
    expect(duplicates(pages.map((p) => p.id))).toEqual([]);
    expect(duplicates(pages.map((p) => p.path))).toEqual([]);
    expect(duplicates(projects.map((p) => p.id))).toEqual([]);
    expect(duplicates(timeline.map((t) => t.id))).toEqual([]);
    expect(duplicates(skillCategories.map((c) => c.id))).toEqual([]);
  });

  it('routes are the four pages of the specification', () => {
    expect(pages.map((p) => p.path)).toEqual(['/', '/experiences', '/projects', '/about-me']);
    expect(pages.map((p) => p.navLabel)).toEqual(['Home', 'Experiences', 'Projects', 'About Me']);
  });

  it('every project deep link resolves back to its project', () => {
    for (const project of projects) {
      const href = projectHref(project.id);
      expect(parseProjectHash(href.slice(href.indexOf('#')))).toEqual({
        section: project.section,
        projectId: project.id,
      });
    }
  });

  it('each section has projects; an own device picture has a clear hotspot per project', () => {
    expect(deviceProblems(projectSections, projects)).toEqual([]);
  });

  it('the sample projects have the screenshot counts of the specification', () => {
    const counts = Object.fromEntries(projects.map((p) => [p.id, p.screens.length]));
    expect(counts).toEqual({ mot: 4, mdmi: 3, mdma: 2, jastagram: 1, robber: 2, portfolio: 1 });
    // Captions are the names as written: the specification's '(1/4) Home View'.
    expect(projects.find((p) => p.id === 'mot')?.screens.map((s) => s.name)).toEqual([
      'Home View',
      'Track View',
      'Budget View',
      'Budget Buddy AI View',
    ]);
  });

  it('overview cards name six existing projects', () => {
    expect(overviewProjectIds).toHaveLength(6);
    for (const id of overviewProjectIds) expect(projects.some((p) => p.id === id)).toBe(true);
  });

  it('timeline dates are years or months, and the page order is newest first', () => {
    for (const { start, end } of timeline) {
      expect(isYearOrMonth(start), start).toBe(true);
      if (end !== undefined) expect(end === 'Present' || isYearOrMonth(end), end).toBe(true);
    }
    const starts = newestFirst(timeline).map((t) => t.start);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it('timeline project entries link to existing projects, and every project is on it', () => {
    const linked = timeline.filter((t) => t.kind === 'project').map((t) => t.projectId);
    expect(linked.every((id) => projects.some((p) => p.id === id))).toBe(true);
    expect([...linked].sort()).toEqual(projects.map((p) => p.id).sort());
    expect(timeline.filter((t) => t.kind === 'work').length).toBeGreaterThanOrEqual(2);
    expect(timeline.filter((t) => t.kind === 'education').length).toBeGreaterThanOrEqual(2);
  });

  it('has every skill category of the specification, and both spoken languages', () => {
    expect(skillCategories.map((c) => c.id)).toEqual([
      'languages',
      'frameworks',
      'data',
      'cloud',
      'practices',
      'tools',
      'hardware',
      'os',
      'spoken',
      'strengths',
    ]);
    const languageGroups = skillCategories.find((c) => c.id === 'languages')?.groups;
    expect(languageGroups?.map((g) => g.title)).toEqual(['Front end', 'Back end']);
    const spoken = skillCategories.find((c) => c.id === 'spoken')?.groups.flatMap((g) => g.skills);
    expect(spoken?.map((s) => s.name)).toEqual(['English', 'Turkish']);
  });

  it('profile has the four social links with absolute URLs', () => {
    expect(profile.social.map((s) => s.kind).sort()).toEqual([
      'email',
      'github',
      'instagram',
      'linkedin',
    ]);
    for (const link of profile.social) expect(link.href).toMatch(/^(https:\/\/|mailto:)/);
  });
});
