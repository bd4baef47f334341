// @vitest-environment node
import { pages } from '@/content/pages';
import { profile, siteTitle } from '@/content/profile';
import { overviewProjectIds, projects, projectSections } from '@/content/projects';
import { record } from '@/content/record';
import { resume } from '@/content/resume';
import { site } from '@/content/site';
import { skillCategories } from '@/content/skills';
import { timeline, timelineIntro } from '@/content/timeline';
import { localise } from '../../src/i18n/localise';
import { siteLanguages } from '../../src/i18n/languages';
import type { Lang, TimelineEntry } from '../../src/model/types';
import type { ContentModules } from './check-rules';
import { untranslatedNotes, untranslatedTexts } from './untranslated-list';

const [DEFAULT = 'en'] = siteLanguages(site);
const OTHER: Lang = DEFAULT === 'tr' ? 'en' : 'tr';

/** The content this test runs on, in two languages, with every text in the default one only. */
function untranslated(): ContentModules {
  const written = {
    profile,
    siteTitle,
    projects,
    projectSections,
    overviewProjectIds,
    timeline,
    timelineIntro,
    skillCategories,
    resume,
    pages,
    record,
  };
  return {
    ...structuredClone(localise(written, DEFAULT, [DEFAULT])),
    site: { ...site, lang: DEFAULT, languages: [DEFAULT, OTHER] },
  } as ContentModules;
}

describe('the list of texts not translated yet', () => {
  it('says nothing until one text is translated, nor for a site in one language', () => {
    expect(untranslatedNotes(untranslated())).toEqual([]);
    const one = untranslated();
    one.profile.tagline = { [DEFAULT]: 'A line', [OTHER]: 'Bir satır' };
    expect(untranslatedNotes({ ...one, site: { ...one.site, languages: [DEFAULT] } })).toEqual([]);
  });

  it('names, by file, what the other language still shows in the default one', () => {
    const content = untranslated();
    content.profile.tagline = { [DEFAULT]: 'A line', [OTHER]: 'Bir satır' };
    content.profile.about = [{ [DEFAULT]: 'First.', [OTHER]: 'Birinci.' }, 'Second.'];
    const [line, ...more] = untranslatedNotes(content);
    expect(more).toEqual([]);
    expect(line).toMatch(new RegExp(`^Still in \\w+ only on /${OTHER}/ \\(\\d+ texts; `));
    expect(line).toContain('profile.ts › role, school');
    expect(line).toContain('about[1]');
    expect(line).not.toMatch(/tagline/);
    expect(line).not.toMatch(/about(?!\[1\])/);
    // An own resume PDF for every language is the default language's.
    content.resume = { ...content.resume, file: 'files/resume.pdf' };
    expect(untranslatedNotes(content)[0]).toMatch(/resume\.ts › file\b/);
    // Every text the list names is one without the other language.
    const places = untranslatedTexts(content, OTHER);
    expect(places.length).toBeGreaterThan(0);
    expect(places).not.toContainEqual(expect.objectContaining({ field: 'tagline' }));
  });

  it('counts the entries of a long list and names the first ones', () => {
    const content = untranslated();
    content.profile.tagline = { [DEFAULT]: 'A line', [OTHER]: 'Bir satır' };
    const entry: TimelineEntry = {
      id: 'e',
      kind: 'work',
      start: '2020',
      title: 'Job',
      bullets: [],
    };
    content.timeline = ['e1', 'e2', 'e3', 'e4', 'e5'].map((id) => ({ ...entry, id }));
    content.timelineIntro = { [DEFAULT]: 'Intro', [OTHER]: 'Giriş' };
    const [line] = untranslatedNotes(content);
    expect(line).toContain('timeline.ts › 5 entries (e1, e2, e3, …)');
    content.timeline = [
      { ...entry, id: 'e1', title: { [DEFAULT]: 'Job', [OTHER]: 'İş' }, subtitle: 'Firm' },
    ];
    expect(untranslatedNotes(content)[0]).toContain('timeline.ts › e1 (subtitle)');
  });
});
