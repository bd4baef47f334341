import { getPage } from '@/content/pages';
import { pageMeta } from '@/lib/meta';
import styles from './ProjectsPage.module.css';

export function meta() {
  return pageMeta('projects');
}

export default function ProjectsPage() {
  const page = getPage('projects');
  return (
    <section className={`container ${styles.page}`}>
      <h1>{page.navLabel}</h1>
    </section>
  );
}
