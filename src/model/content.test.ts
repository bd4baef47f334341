// @vitest-environment node
import { contentDir } from '../../build-config';
import { downloadSource } from '../../scripts/content/download-source';
import path from 'node:path';
import { parseProjectHash, projectHref } from '@/lib/deepLink';
import { deviceProblems } from '@/lib/deviceProblems';
import { isYearOrMonth, newestFirst } from './dates';
import { hasPosts } from '@/lib/posts';
import { pages } from '@/test/content';
import { pages as pageTexts } from '@/test/content';
import { profile } from '@/test/content';
import { overviewProjectIds, projects, projectSections } from '@/test/content';
import { skillCategories } from '@/test/content';
import { timeline } from '@/test/content';

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

  it('routes are the four pages of the specification (and Writing with posts), each with its own navigation label', () => {
    expect(pages.map((p) => p.path)).toEqual([
      '/',
      '/experiences',
      '/projects',
      ...(hasPosts ? ['/writing'] : []),
      '/about-me',
    ]);
    for (const text of pageTexts)
      expect(pages.find((p) => p.id === text.id)?.navLabel ?? text.navLabel).toBe(text.navLabel);
    for (const page of pages) expect(page.navLabel.trim()).not.toBe('');
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

  it('every project has at least one screen, each named (the caption)', () => {
    for (const project of projects) {
      expect(project.screens.length, project.id).toBeGreaterThanOrEqual(1);
      for (const screen of project.screens) expect(screen.name.trim(), project.id).not.toBe('');
    }
  });

  it('overview cards name at most six existing projects, each once', () => {
    expect(overviewProjectIds.length).toBeGreaterThanOrEqual(1);
    expect(overviewProjectIds.length).toBeLessThanOrEqual(6);
    expect(duplicates(overviewProjectIds)).toEqual([]);
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

  it('timeline project links name existing projects', () => {
    for (const entry of timeline) {
      if (entry.projectId !== undefined)
        expect(
          projects.some((p) => p.id === entry.projectId),
          entry.id,
        ).toBe(true);
    }
  });

  it('skill categories and groups have titles and skills', () => {
    expect(skillCategories.length).toBeGreaterThanOrEqual(1);
    for (const category of skillCategories) {
      expect(category.title.trim(), category.id).not.toBe('');
      for (const group of category.groups)
        expect(group.skills.length, category.id).toBeGreaterThan(0);
    }
  });

  it('every download is a file in the content folder or under public/, offered under its own name', () => {
    const folders = { content: contentDir(), public: path.resolve(process.cwd(), 'public') };
    for (const project of projects) {
      if (!project.download) continue;
      const file = downloadSource(project.download.href, folders);
      expect(file, project.download.href).toBeDefined();
      expect(project.download.fileName).toBe(path.basename(file ?? ''));
    }
  });

  it('profile links are absolute web, e-mail or phone links', () => {
    for (const link of profile.social) {
      if (link.kind === 'phone') expect(link.href).toMatch(/^tel:\+?[\d-]+$/);
      else expect(link.href).toMatch(/^(https:\/\/|mailto:)/);
    }
  });
});
