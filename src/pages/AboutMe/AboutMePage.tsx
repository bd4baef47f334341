import { getPage } from '@/content/pages';
import { pageMeta } from '@/lib/meta';
import styles from './AboutMePage.module.css';

export function meta() {
  return pageMeta('aboutMe');
}

export default function AboutMePage() {
  const page = getPage('aboutMe');
  return (
    <section className={`container ${styles.page}`}>
      <h1>{page.navLabel}</h1>
    </section>
  );
}
