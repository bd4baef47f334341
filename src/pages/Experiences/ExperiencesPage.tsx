import { Timeline } from '@/components/Timeline/Timeline';
import { getPage } from '@/lib/pages';
import { findProject } from '@/content/projects';
import { newestFirst } from '@/model/dates';
import { timeline, timelineIntro } from '@/content/timeline';
import { projectHref } from '@/lib/deepLink';
import { pageMeta } from '@/lib/meta';
import type { Route } from './+types/ExperiencesPage';
import styles from './ExperiencesPage.module.css';

export function meta() {
  return pageMeta('experiences');
}

/**
 * Runs at build time: the timeline's project links (name and deep link), so the page's
 * JavaScript does not carry the project list.
 */
export function loader() {
  const projectLinks: Record<string, { name: string; href: string }> = {};
  for (const entry of timeline) {
    const project = entry.projectId ? findProject(entry.projectId) : undefined;
    if (project) projectLinks[project.id] = { name: project.name, href: projectHref(project.id) };
  }
  return { projectLinks };
}

export default function ExperiencesPage({ loaderData }: Route.ComponentProps) {
  const page = getPage('experiences');
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{page.navLabel}</h1>
        <p className={styles.intro}>{timelineIntro}</p>
      </header>
      <Timeline
        entries={newestFirst(timeline)}
        label="Timeline, newest first"
        projectLinks={loaderData.projectLinks}
      />
    </div>
  );
}
