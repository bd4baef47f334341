// @vitest-environment node
/**
 * The sample-conformance test: the repository's sample owner (src/content) is the one the
 * specification describes, and this checks that it still is (its projects, screens, cards,
 * deep links, skill categories, links and the game JAR). It is the only test that knows the
 * sample's texts; for any other CONTENT_DIR it is skipped, and every other test takes its
 * expectations from the content it runs on.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectHref } from '@/lib/deepLink';
import { pages } from '@/test/content';
import { profile } from '@/test/content';
import { overviewProjectIds, projects, projectSections } from '@/test/content';
import { skillCategories } from '@/test/content';
import { timeline } from '@/test/content';
import { FACTS_FILE, githubRepoOf, parseFactsFile } from '@/model/githubFacts';
import { isSampleContent, SAMPLE_CONTENT_DIR, sampleSkipReason } from '../test-support/sample';
import { centralDirectory, readEntry } from '../test-support/zip';

const title = isSampleContent
  ? 'the sample content matches the specification'
  : `the sample content matches the specification (${sampleSkipReason})`;

/** The sample's game download: committed, built from games/robber (scripts/build-robber-jar.sh). */
const JAR = path.resolve(process.cwd(), 'src/content/downloads/robber.jar');
const MAX_JAR_BYTES = 50 * 1024;

const project = (id: string) => {
  const found = projects.find((p) => p.id === id);
  if (!found) throw new Error(`the sample has no project '${id}'`);
  return found;
};

describe.skipIf(!isSampleContent)(title, () => {
  it('the navigation items are the specification’s, with Writing (issue #23) for the posts', () => {
    expect(pages.map((p) => p.navLabel)).toEqual([
      'Home',
      'Experiences',
      'Projects',
      'Writing',
      'About Me',
    ]);
  });

  it('the overview cards are the specification’s six, in its order, with its texts and links', () => {
    const cards = overviewProjectIds.map((id) => {
      const p = project(id);
      return [p.cardText, p.category, projectHref(id)];
    });
    expect(cards).toEqual([
      ['Portfolio website built with React', 'Website', '/projects#desktop-apps&portfolio'],
      ['Personal finance app built with Swift', 'Mobile App', '/projects#mobile-apps&mot'],
      ['2D video game built with Java', 'Video Game', '/projects#desktop-apps&robber'],
      [
        'Social media website built with HTML, CSS, JavaScript and PHP',
        'Website',
        '/projects#desktop-apps&jastagram',
      ],
      [
        'Maps app for a secondary school built with Swift',
        'Mobile App',
        '/projects#mobile-apps&mdmi',
      ],
      ['The same maps app built with Java for Android', 'Mobile App', '/projects#mobile-apps&mdma'],
    ]);
  });

  it('the tabs hold the specification’s projects, with its screens and captions', () => {
    expect(projectSections.map((s) => [s.id, s.tabLabel])).toEqual([
      ['mobile-apps', 'Mobile Apps'],
      ['desktop-apps', 'Games & Websites'],
    ]);
    const names = (section: string) =>
      projects.filter((p) => p.section === section).map((p) => p.name);
    expect(names('mobile-apps')).toEqual([
      'Money on Track',
      'MountDoug Maps iOS',
      'MountDoug Maps Android',
    ]);
    expect(names('desktop-apps')).toEqual(['Jastagram', 'Robber', `${profile.name}'s Portfolio`]);
    const screens = Object.fromEntries(projects.map((p) => [p.id, p.screens.map((s) => s.name)]));
    expect(screens).toEqual({
      mot: ['Home View', 'Track View', 'Budget View', 'Budget Buddy AI View'],
      mdmi: ['Home View', 'Map View', 'Favourites View'],
      mdma: ['Home View', 'Map View'],
      jastagram: ['Feed View'],
      robber: ['Title View', 'Gameplay View'],
      portfolio: ['Home View'],
    });
    for (const p of projects) expect(p.repoUrl, p.id).toMatch(/^https:\/\/github\.com\//);
  });

  it('Robber offers the game JAR; the default Mobile Apps text names Swift/SwiftUI and Java', () => {
    expect(projects.filter((p) => p.download).map((p) => p.id)).toEqual(['robber']);
    expect(project('robber').download).toMatchObject({
      href: '/downloads/robber.jar',
      fileName: 'robber.jar',
    });
    const mobileText = projectSections[0]?.defaultText.join(' ') ?? '';
    expect(mobileText).toContain('Swift and SwiftUI');
    expect(mobileText).toContain('Java');
  });

  it('the game download is a small runnable JAR whose Main-Class is in the archive', () => {
    const zip = readFileSync(JAR);
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zip.length).toBeLessThan(MAX_JAR_BYTES);
    const entries = centralDirectory(zip);
    const manifest = entries.find((e) => e.name === 'META-INF/MANIFEST.MF');
    expect(manifest).toBeDefined();
    const text = manifest ? readEntry(zip, manifest) : '';
    const mainClass = /^Main-Class: *(\S+)\s*$/m.exec(text)?.[1];
    expect(mainClass).toBe('robber.Main');
    expect(entries.map((e) => e.name)).toContain('robber/Main.class');
  });

  it('the timeline has every project, and at least two work and two education entries', () => {
    const linked = timeline.filter((t) => t.kind === 'project').map((t) => t.projectId);
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
    expect(spoken?.map((s) => [s.name, s.note])).toEqual([
      ['English', 'bilingual'],
      ['Turkish', 'bilingual'],
    ]);
  });

  it('profile has the four social links', () => {
    expect(profile.social.map((s) => s.kind).sort()).toEqual([
      'email',
      'github',
      'instagram',
      'linkedin',
    ]);
  });

  it('ships facts from GitHub (github.json) for every project, of the repository it names', () => {
    const parsed = parseFactsFile(readFileSync(path.join(SAMPLE_CONTENT_DIR, FACTS_FILE), 'utf8'));
    expect(parsed.problem).toBeUndefined();
    const facts = parsed.facts?.projects ?? {};
    expect(Object.keys(facts).sort()).toEqual(projects.map((p) => p.id).sort());
    for (const p of projects) expect(facts[p.id]?.repo).toBe(githubRepoOf(p.repoUrl));
  });
});
