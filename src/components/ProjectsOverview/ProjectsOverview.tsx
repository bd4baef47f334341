import { ProjectCard, type ProjectCardProps } from '../ProjectCard/ProjectCard';
import styles from './ProjectsOverview.module.css';

export interface OverviewCard extends ProjectCardProps {
  id: string;
}

export interface ProjectsOverviewProps {
  heading: string;
  cards: readonly OverviewCard[];
}

/** The home page's middle section: a grid of project cards (3 → 2 → 1 columns). */
export function ProjectsOverview({ heading, cards }: ProjectsOverviewProps) {
  return (
    <section className={styles.section} aria-labelledby="projects-overview-heading">
      <div className="container">
        <h2 id="projects-overview-heading" className={styles.heading}>
          {heading}
        </h2>
        <ul className={styles.grid}>
          {cards.map(({ id, ...card }) => (
            <li key={id} className={styles.item}>
              <ProjectCard {...card} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
