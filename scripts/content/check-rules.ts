/**
 * The owner-facing content check: every rule the site relies on, each problem one line with the
 * content file, the entry and what to do (`timeline.ts › uvic › start: '2023-13' is not a
 * date. Write 'YYYY' or 'YYYY-MM', e.g. '2023-09'.`). Pure: takes the content modules'
 * exports, reads files only to see whether they exist. scripts/content/check.ts runs it, with
 * the image check, first in `npm run build`, `npm test` and `npm run dev`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isYearOrMonth, PRESENT } from '../../src/model/dates';
import { isSafeHref, linksIn } from '../../src/model/markup';
import type {
  PageText,
  Profile,
  Project,
  ProjectSection,
  ResumeInfo,
  SkillCategory,
  TimelineEntry,
} from '../../src/model/types';
import { deviceProblems } from '../../src/lib/deviceProblems';
import { routeTable } from '../../src/lib/routeTable';
import { downloadSource } from './download-source';
import { closestIconNames, resolveSkillIcon } from './skill-icons';

export interface ContentModules {
  profile: Profile;
  projects: readonly Project[];
  projectSections: readonly ProjectSection[];
  overviewProjectIds: readonly string[];
  timeline: readonly TimelineEntry[];
  skillCategories: readonly SkillCategory[];
  resume: ResumeInfo;
  /** `site.ts`'s `site`: its address and the browser-bar and splash colours. */
  site: { url: string; themeColor?: string; themeColorDark?: string; backgroundColor?: string };
  /** The page texts (pages.ts); checked when given. */
  pages?: readonly PageText[];
  /** `profile.ts`'s "{name}'s Portfolio" title and `timeline.ts`'s introduction. */
  siteTitle?: string;
  timelineIntro?: string;
}

export interface Folders {
  /** The content folder (own resume PDF paths are relative to it). */
  content: string;
  /** public/ (download paths are relative to the content folder, or else to public/). */
  public: string;
}

/** Ids appear in URLs (`/projects#mobile-apps&my-app`): lowercase letters, digits, dashes. */
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Colours the manifest, the metas and the drawn icons take: `#rgb` or `#rrggbb`. */
const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const COLOUR_HINT = "Write it as '#rrggbb', e.g. '#0f766e'.";
/** A name a browser can save a file under: no folders, no characters systems refuse. */
const FILE_NAME = /^[^/\\:*?"<>|]+\.[a-z0-9]+$/i;
const PHONE = /^\+?[\d\s().-]{6,}$/;
const LINK_RULE =
  'Links in text may only go to https://, http:// or mailto: addresses, written [text](https://…).';

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function checkContent(content: ContentModules, folders: Folders): string[] {
  const problems: string[] = [];
  const say = (where: string, what: string) => problems.push(`${where}: ${what}`);
  const markup = (where: string, texts: readonly string[]) =>
    texts.forEach((text, i) => {
      for (const href of linksIn(text))
        if (!isSafeHref(href))
          say(`${where}[${i}]`, `the link '${href}' is not allowed. ${LINK_RULE}`);
    });
  const { profile, projects, projectSections, timeline, skillCategories, resume, site } = content;

  // profile.ts
  if (!profile.name.trim()) say('profile.ts › name', 'is empty. Write your name.');
  if (!EMAIL.test(profile.email))
    say(
      'profile.ts › email',
      `'${profile.email}' is not an e-mail address. Write it as name@host.tld.`,
    );
  if (profile.phone !== undefined && !PHONE.test(profile.phone))
    say(
      'profile.ts › phone',
      `'${profile.phone}' is not a phone number. Use digits, spaces and an optional leading +, e.g. '+1 250 555 0142', or leave phone out.`,
    );
  markup('profile.ts › about', profile.about);
  profile.social.forEach((link, i) => {
    const ok =
      isWebUrl(link.href) ||
      (link.kind === 'email' && /^mailto:\S+@\S+$/.test(link.href)) ||
      (link.kind === 'phone' && /^tel:\+?[\d-]+$/.test(link.href));
    if (!ok)
      say(
        `profile.ts › social[${i}] (${link.label}) › href`,
        `'${link.href}' is not a link a browser can open. Use https://… (or mailto:you@host for e-mail, tel:+15550142 for a phone).`,
      );
  });

  // projects.ts
  const sectionIds = projectSections.map((s) => s.id);
  for (const id of duplicates(projects.map((p) => p.id)))
    say(`projects.ts › ${id}`, 'two projects have this id. Give each project its own id.');
  for (const project of projects) {
    const at = `projects.ts › ${project.id}`;
    if (!ID.test(project.id))
      say(
        `${at} › id`,
        `'${project.id}' appears in links; use lowercase letters, digits and dashes, e.g. 'my-app'.`,
      );
    if (!sectionIds.includes(project.section))
      say(
        `${at} › section`,
        `'${project.section}' is not a section. Use one of: ${sectionIds.join(', ')}.`,
      );
    if (project.screens.length === 0)
      say(`${at} › screens`, 'a project needs at least one screenshot. Add one screen.');
    project.screens.forEach((screen, i) => {
      if (!screen.name.trim())
        say(
          `${at} › screens[${i}].name`,
          "is empty. Name the screen as its caption should read, e.g. 'Home View'.",
        );
    });
    if (!isWebUrl(project.repoUrl))
      say(
        `${at} › repoUrl`,
        `'${project.repoUrl}' is not a web address. Write the repository's https:// address.`,
      );
    markup(`${at} › bullets`, project.bullets);
    if (project.download) {
      const { href, fileName } = project.download;
      const extension = path.extname(href).toLowerCase();
      // eslint-disable-next-line no-control-regex -- control characters are what is refused
      if (!FILE_NAME.test(fileName) || /[\u0000-\u001f]/.test(fileName))
        say(
          `${at} › download › fileName`,
          `'${fileName}' is not a file name a browser can save under. Write a plain name with its extension, e.g. 'My-Game${extension || '.zip'}'.`,
        );
      else if (path.extname(fileName).toLowerCase() !== extension)
        say(
          `${at} › download › fileName`,
          `'${fileName}' does not end in ${extension || 'the file’s extension'} like the file does, so the visitor’s computer would not know how to open it. Write e.g. '${path.basename(fileName, path.extname(fileName))}${extension}'.`,
        );
    }
    if (project.download && !downloadSource(project.download.href, folders)) {
      const rel = project.download.href.replace(/^\/+/, '');
      const inContent = path.relative(process.cwd(), path.join(folders.content, rel));
      say(
        `${at} › download`,
        `${rel} not found in the content folder (${inContent}) or under public/. Put the file there, or fix the path (it is relative to the content folder).`,
      );
    }
  }
  content.overviewProjectIds.forEach((id, i) => {
    if (!projects.some((p) => p.id === id))
      say(
        `projects.ts › overviewProjectIds[${i}]`,
        `'${id}' is not a project id. Use one of: ${projects.map((p) => p.id).join(', ')}.`,
      );
  });

  // timeline.ts
  for (const id of duplicates(timeline.map((t) => t.id)))
    say(`timeline.ts › ${id}`, 'two entries have this id. Give each entry its own id.');
  for (const entry of timeline) {
    const at = `timeline.ts › ${entry.id}`;
    if (!ID.test(entry.id))
      say(
        `${at} › id`,
        `'${entry.id}' is used in the page's markup; use lowercase letters, digits and dashes, e.g. 'first-job'.`,
      );
    const dateHint = "Write 'YYYY' or 'YYYY-MM', e.g. '2023' or '2023-09'";
    if (!isYearOrMonth(entry.start))
      say(`${at} › start`, `'${entry.start}' is not a date. ${dateHint}.`);
    if (entry.end !== undefined && entry.end !== PRESENT) {
      if (!isYearOrMonth(entry.end))
        say(`${at} › end`, `'${entry.end}' is not a date. ${dateHint}, or 'Present'.`);
      else if (isYearOrMonth(entry.start) && entry.end < entry.start.slice(0, entry.end.length))
        say(
          `${at} › end`,
          `'${entry.end}' is before the start '${entry.start}'. Swap them or fix the year.`,
        );
    }
    if (entry.projectId && !projects.some((p) => p.id === entry.projectId))
      say(
        `${at} › projectId`,
        `'${entry.projectId}' is not a project id. Use one of: ${projects.map((p) => p.id).join(', ')}, or leave projectId out.`,
      );
    markup(`${at} › bullets`, entry.bullets);
  }

  // skills.ts
  for (const id of duplicates(skillCategories.map((c) => c.id)))
    say(`skills.ts › ${id}`, 'two categories have this id. Give each category its own id.');
  for (const category of skillCategories) {
    if (!ID.test(category.id))
      say(
        `skills.ts › ${category.id} › id`,
        `'${category.id}' is used in the page's markup; use lowercase letters, digits and dashes, e.g. 'languages'.`,
      );
    category.groups.forEach((group, g) =>
      group.skills.forEach((skill) => {
        if (skill.icon === undefined || resolveSkillIcon(skill.icon)) return;
        say(
          `skills.ts › ${category.id} › groups[${g}] › ${skill.name} › icon`,
          `no icon is called '${skill.icon}'. Closest names: ${closestIconNames(skill.icon)
            .map((n) => `'${n}'`)
            .join(', ')} (all names: https://simpleicons.org), or leave icon out for a text chip.`,
        );
      }),
    );
  }

  // resume.ts
  if (!/^[\w.-]+\.pdf$/i.test(resume.fileName))
    say(
      'resume.ts › fileName',
      `'${resume.fileName}' must be a plain file name ending in .pdf, e.g. 'Jane-Doe-Resume.pdf'.`,
    );
  if (resume.file !== undefined) {
    const file = path.resolve(folders.content, resume.file);
    if (!file.startsWith(path.resolve(folders.content) + path.sep) || !existsSync(file))
      say(
        'resume.ts › file',
        `${path.relative(process.cwd(), file)} not found. Put your PDF there (the path is relative to the content folder), or leave file out to use the generated resume.`,
      );
    else if (readFileSync(file).subarray(0, 5).toString('latin1') !== '%PDF-')
      say(
        'resume.ts › file',
        `${path.relative(process.cwd(), file)} is not a PDF. Export your resume as PDF.`,
      );
  }

  // site.ts
  if (!isWebUrl(site.url) || site.url.endsWith('/'))
    say(
      'site.ts › url',
      `'${site.url}' must be the site's public address without a trailing slash, e.g. 'https://jane.github.io'.`,
    );

  for (const field of ['themeColor', 'themeColorDark', 'backgroundColor'] as const) {
    const value = site[field];
    if (value !== undefined && !COLOUR.test(value))
      say(`site.ts › ${field}`, `${JSON.stringify(value)} is not a colour. ${COLOUR_HINT}`);
  }

  // pages.ts: one entry per route, each with a navigation label.
  if (content.pages) {
    const { pages } = content;
    for (const route of routeTable) {
      const text = pages.find((p) => p.id === route.id);
      if (!text)
        say(
          'pages.ts',
          `no entry for the page '${route.id}' (${route.path}). Add one with id: '${route.id}', navLabel, titleSuffix and description.`,
        );
      else if (!text.navLabel.trim())
        say(`pages.ts › ${route.id} › navLabel`, 'is empty. Write the label the navigation shows.');
    }
    for (const id of duplicates(pages.map((p) => p.id)))
      say('pages.ts', `the page '${id}' has more than one entry. Keep one.`);
    pages.forEach((p, i) => {
      if (!routeTable.some((r) => r.id === p.id))
        say(
          `pages.ts › pages[${i}] › id`,
          `'${p.id}' is not a page. Use one of ${routeTable.map((r) => `'${r.id}'`).join(', ')}.`,
        );
    });
  }

  // Places on the device: drawn screens place icons themselves; an own picture needs hotspots.
  problems.push(...deviceProblems(projectSections, projects));
  return problems;
}
