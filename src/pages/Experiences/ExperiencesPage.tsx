import { RecordSections } from '@/components/RecordSections/RecordSections';
import { Timeline } from '@/components/Timeline/Timeline';
import { stringsFor } from '@/i18n/dictionary';
import { langOfUrl } from '@/i18n/pageLang';
import { langOf } from '@/i18n/localise';
import { useSite } from '@/i18n/SiteContext';
import { newestFirst } from '@/model/dates';
import { projectHref } from '@/lib/deepLink';
import { contentIn, pageIn } from '@/lib/localContent';
import { pageMeta, rootData } from '@/lib/meta';
import { pageHead } from '@/lib/siteData';
import { recordSections } from '@/lib/recordItems';
import { usePage } from '@/lib/pages';
import type { Route } from './+types/ExperiencesPage';
import styles from './ExperiencesPage.module.css';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta('experiences', rootData(matches), loaderData?.head);
}

/**
 * Runs at build time, in the page's language: the timeline, newest first, with its project
 * links (name and deep link), so the page's JavaScript carries neither.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfUrl(request.url);
  const content = contentIn(lang);
  const projectsPath = pageIn(content, 'projects').path;
  const projectLinks: Record<string, { name: string; href: string }> = {};
  for (const entry of content.timeline) {
    const project = content.projects.find((p) => p.id === entry.projectId);
    if (project)
      projectLinks[project.id] = {
        name: project.name,
        href: projectHref(project.id, projectsPath),
      };
  }
  return {
    head: pageHead(lang, 'experiences'),
    strings: stringsFor(lang, ['timeline', 'dates', 'timelineMonths', 'record']),
    timeline: newestFirst(content.timeline),
    intro: { text: content.timelineIntro, lang: langOf(content, 'timelineIntro') },
    projectLinks,
    record: recordSections(content.record),
  };
}

export default function ExperiencesPage({ loaderData }: Route.ComponentProps) {
  const page = usePage('experiences');
  const { strings } = useSite();
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 lang={langOf(page, 'navLabel')}>{page.navLabel}</h1>
        <p className={styles.intro} lang={loaderData.intro.lang}>
          {loaderData.intro.text}
        </p>
      </header>
      <Timeline
        entries={loaderData.timeline}
        label={strings.timeline.label}
        projectLinks={loaderData.projectLinks}
      />
      <RecordSections sections={loaderData.record} />
    </div>
  );
}
