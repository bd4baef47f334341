import { Button } from '@/components/Button/Button';
import { Hero } from '@/components/Hero/Hero';
import {
  ProjectsOverview,
  type OverviewCard,
} from '@/components/ProjectsOverview/ProjectsOverview';
import { SkillsList } from '@/components/SkillsList/SkillsList';
import { dictionaries, stringsFor } from '@/i18n/dictionary';
import { langOfUrl } from '@/i18n/pageLang';
import { useSite } from '@/i18n/SiteContext';
import { usePage } from '@/lib/pages';
import { contentIn, pageIn } from '@/lib/localContent';
import type { Project } from '@/model/view';
import { projectHref } from '@/lib/deepLink';
import { keepUnits } from '@/lib/keepUnits';
import { pageMeta, rootData } from '@/lib/meta';
import { pageHead } from '@/lib/siteData';
import { githubFactsIn } from '@/lib/githubFacts';
import { InLang } from '@/i18n/InLang';
import { langOf, pickResolved } from '@/i18n/localise';
import { proofLine } from '@/lib/proof';
import { LATEST_POSTS } from '@/model/post';
import { availabilityEndsAt, isAvailable } from '@/model/record';
import { caseStudies, hasPosts, postListItem, postsIn } from '@/lib/posts';
import { LatestWriting } from './LatestWriting';
import type { Route } from './+types/HomePage';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta('home', rootData(matches), loaderData?.head);
}

/**
 * Runs at build time, in the page's language: only the overview cards' data, the hero's proof
 * line and the skills travel with the page, not the projects' details (those ship with
 * /projects) nor the timeline the proof line comes from.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfUrl(request.url);
  const content = contentIn(lang);
  const { categories } = dictionaries[lang].projects;
  const projectsPath = pageIn(content, 'projects').path;
  const studies = hasPosts ? caseStudies(lang, pageIn(content, 'writing').path) : new Map();
  const overviewCards: OverviewCard[] = content.overviewProjectIds
    .map((id) => content.projects.find((project) => project.id === id))
    .filter((project): project is Project => project !== undefined)
    .map((project) => ({ project, github: githubFactsIn(lang, project) }))
    .map(({ project, github }) => ({
      id: project.id,
      // Never broken between a number and its unit ('4.1 s').
      name: keepUnits(project.name),
      href: projectHref(project.id, projectsPath),
      image: project.cardImage,
      label: categories[project.category],
      text: project.cardText,
      ...(langOf(project, 'name') || langOf(project, 'cardText')
        ? { langs: { name: langOf(project, 'name'), text: langOf(project, 'cardText') } }
        : {}),
      ...(studies.has(project.id) ? { caseStudy: studies.get(project.id) } : {}),
      ...(github ? { github } : {}),
    }));
  // The facts' words (and the stars' thousands mark) only when a card shows facts.
  // The newest posts, when the owner writes (their words come only then).
  const writingPath = hasPosts ? pageIn(content, 'writing').path : undefined;
  const monthWords = stringsFor(lang, ['dates', 'months']);
  const latestPosts = writingPath
    ? postsIn(lang)
        .slice(0, LATEST_POSTS)
        .map((post) => postListItem(post, writingPath, monthWords))
    : [];
  // The owner's availability, while it holds (the page hides it itself once it ends).
  const { availability } = content.record;
  const available = availability && isAvailable(availability, Date.now());
  return {
    head: pageHead(lang, 'home'),
    availability: available
      ? {
          text: availability.text,
          lang: langOf(availability, 'text'),
          ...(availability.until ? { endsAt: availabilityEndsAt(availability.until) } : {}),
        }
      : undefined,
    strings: stringsFor(lang, hasPosts ? ['home', 'writing'] : ['home']),
    latestPosts,
    writingPath,
    hero: pickResolved(content.profile, ['tagline', 'avatar']),
    overviewCards,
    proof: proofLine(content.timeline),
    skillCategories: content.skillCategories,
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { profile, strings } = useSite();
  const experiences = usePage('experiences');
  const projectsPage = usePage('projects');
  return (
    <>
      <Hero
        name={profile.name}
        occupation={<InLang lang={langOf(profile, 'role')}>{profile.role}</InLang>}
        school={<InLang lang={langOf(profile, 'school')}>{profile.school}</InLang>}
        tagline={
          <InLang lang={langOf(loaderData.hero, 'tagline')}>{loaderData.hero.tagline}</InLang>
        }
        proof={loaderData.proof}
        availability={
          loaderData.availability && {
            text: (
              <InLang lang={loaderData.availability.lang}>{loaderData.availability.text}</InLang>
            ),
            endsAt: loaderData.availability.endsAt,
          }
        }
        portrait={loaderData.hero.avatar}
        social={profile.social}
      >
        <Button
          buttonStyle="btn--outline"
          buttonSize="btn--large"
          name="experiencesBigButton"
          to={experiences.path}
        >
          <InLang lang={langOf(experiences, 'navLabel')}>{experiences.navLabel}</InLang>
        </Button>
        <Button
          buttonStyle="btn--primary"
          buttonSize="btn--large"
          name="projectsBigButton"
          to={projectsPage.path}
        >
          <InLang lang={langOf(projectsPage, 'navLabel')}>{projectsPage.navLabel}</InLang>
        </Button>
      </Hero>
      <ProjectsOverview heading={strings.home.projectsHeading} cards={loaderData.overviewCards} />
      {loaderData.writingPath && loaderData.latestPosts.length > 0 ? (
        <LatestWriting posts={loaderData.latestPosts} allHref={loaderData.writingPath} />
      ) : null}
      <SkillsList heading={strings.home.skillsHeading} categories={loaderData.skillCategories} />
    </>
  );
}
