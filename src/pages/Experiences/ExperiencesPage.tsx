import { getPage } from '@/content/pages';
import { pageMeta } from '@/lib/meta';
import styles from './ExperiencesPage.module.css';

export function meta() {
  return pageMeta('experiences');
}

export default function ExperiencesPage() {
  const page = getPage('experiences');
  return (
    <section className={`container ${styles.page}`}>
      <h1>{page.navLabel}</h1>
    </section>
  );
}
