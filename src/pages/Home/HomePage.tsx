import { Button } from '@/components/Button/Button';
import { Hero } from '@/components/Hero/Hero';
import {
  ProjectsOverview,
  type OverviewCard,
} from '@/components/ProjectsOverview/ProjectsOverview';
import { SkillsList } from '@/components/SkillsList/SkillsList';
import { getPage } from '@/lib/pages';
import { profile } from '@/content/profile';
import { findProject, overviewProjectIds } from '@/content/projects';
import { skillCategories } from '@/content/skills';
import { timeline } from '@/content/timeline';
import type { Project } from '@/model/types';
import { projectHref } from '@/lib/deepLink';
import { pageMeta } from '@/lib/meta';
import { proofLine } from '@/lib/proof';
import type { Route } from './+types/HomePage';

export function meta() {
  return pageMeta('home');
}

const PROJECTS_OVERVIEW_HEADING = 'Check Out My Projects!';
const SKILLS_HEADING = 'Skills';

/**
 * Runs at build time: only the overview cards' data and the hero's proof line travel with the
 * page, not the projects' details (those ship with /projects) nor the timeline it comes from.
 */
export function loader() {
  const overviewCards: OverviewCard[] = overviewProjectIds
    .map((id) => findProject(id))
    .filter((project): project is Project => project !== undefined)
    .map((project) => ({
      id: project.id,
      name: project.name,
      href: projectHref(project.id),
      image: project.cardImage,
      label: project.category,
      text: project.cardText,
    }));
  return { overviewCards, proof: proofLine(timeline) };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const experiences = getPage('experiences');
  const projectsPage = getPage('projects');
  return (
    <>
      <Hero
        name={profile.name}
        occupation={profile.role}
        school={profile.school}
        tagline={profile.tagline}
        proof={loaderData.proof}
        portrait={profile.avatar}
        social={profile.social}
      >
        <Button
          buttonStyle="btn--outline"
          buttonSize="btn--large"
          name="experiencesBigButton"
          to={experiences.path}
        >
          {experiences.navLabel}
        </Button>
        <Button
          buttonStyle="btn--primary"
          buttonSize="btn--large"
          name="projectsBigButton"
          to={projectsPage.path}
        >
          {projectsPage.navLabel}
        </Button>
      </Hero>
      <ProjectsOverview heading={PROJECTS_OVERVIEW_HEADING} cards={loaderData.overviewCards} />
      <SkillsList heading={SKILLS_HEADING} categories={skillCategories} />
    </>
  );
}
