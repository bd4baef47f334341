import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fillParts } from '@/i18n/fill';
import { useStrings } from '@/i18n/SiteContext';
import type { CaseStudyLink } from '@/model/view';
import { ProjectCard, type ProjectCardProps } from '../ProjectCard/ProjectCard';
import styles from './ProjectsOverview.module.css';

export interface OverviewCard extends ProjectCardProps {
  id: string;
  /** The project's case study among the owner's posts, linked under its card. */
  caseStudy?: CaseStudyLink;
}

export interface ProjectsOverviewProps {
  heading: string;
  cards: readonly OverviewCard[];
}

/** Cards in the grid's first row at its widest (ProjectsOverview.module.css). */
const FIRST_ROW = 3;

/** The home page's middle section: a grid of project cards (3 → 2 → 1 columns). */
export function ProjectsOverview({ heading, cards }: ProjectsOverviewProps) {
  return (
    <section className={styles.section} aria-labelledby="projects-overview-heading">
      <div className="container">
        <h2 id="projects-overview-heading" className={styles.heading}>
          {heading}
        </h2>
        <ul className={styles.grid}>
          {cards.map(({ id, caseStudy, ...card }, i) => (
            <li key={id} className={styles.item}>
              <ProjectCard {...card} first={i === 0} later={i >= FIRST_ROW} />
              {caseStudy ? <CaseStudy link={caseStudy} /> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A link to a project's case study, under its card (a link of its own: cards are links). */
function CaseStudy({ link }: { link: CaseStudyLink }) {
  const { writing } = useStrings();
  return (
    <Link className={styles.caseStudy} to={link.href}>
      <span>
        {fillParts<ReactNode>(writing.caseStudy, {
          title: (
            <span key="title" lang={link.lang}>
              {link.title}
            </span>
          ),
        })}
      </span>
    </Link>
  );
}
