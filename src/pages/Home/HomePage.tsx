import { profile } from '@/content/profile';
import { pageMeta } from '@/lib/meta';
import styles from './HomePage.module.css';

export function meta() {
  return pageMeta('home');
}

export default function HomePage() {
  return (
    <section className={`container ${styles.page}`}>
      <h1>{profile.name}</h1>
      <p>
        {profile.role}, {profile.school}
      </p>
    </section>
  );
}
