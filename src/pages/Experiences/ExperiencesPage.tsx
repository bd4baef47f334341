import { Timeline } from '@/components/Timeline/Timeline';
import { getPage } from '@/content/pages';
import { newestFirst } from '@/content/dates';
import { timeline, timelineIntro } from '@/content/timeline';
import { pageMeta } from '@/lib/meta';
import styles from './ExperiencesPage.module.css';

export function meta() {
  return pageMeta('experiences');
}

export default function ExperiencesPage() {
  const page = getPage('experiences');
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{page.navLabel}</h1>
        <p className={styles.intro}>{timelineIntro}</p>
      </header>
      <Timeline entries={newestFirst(timeline)} label="Timeline, newest first" />
    </div>
  );
}
