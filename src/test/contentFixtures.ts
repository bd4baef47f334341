/**
 * Content for component tests that need a certain shape (two screens, two apps, a download):
 * the content's own projects where they have it, topped up with clearly fictional fixtures where
 * they do not, so a test exercises the same logic for any owner's content.
 */
import type { Project } from '@/model/view';

/** The project itself when it has two screens or more, else a copy with a fictional second one. */
export function withTwoScreens(project: Project): Project {
  const [first] = project.screens;
  if (project.screens.length >= 2 || !first) return project;
  return {
    ...project,
    screens: [...project.screens, { ...first, name: 'Fixture Second Screen' }],
  };
}

/** The projects, with a fictional second one (a copy of the first) when there is only one. */
export function atLeastTwo(projects: readonly Project[]): Project[] {
  const [first] = projects;
  if (projects.length >= 2 || !first) return [...projects];
  return [...projects, { ...first, id: 'fixture-second-app', name: 'Fixture Second App' }];
}

/** A project of the list that offers a download, else the first with a fictional download. */
export function withDownload(projects: readonly Project[]): Project {
  const offering = projects.find((p) => p.download);
  if (offering) return offering;
  const [first] = projects;
  if (!first) throw new Error('no projects');
  return {
    ...first,
    download: {
      href: '/downloads/fixture.zip',
      label: 'Fixture download',
      fileName: 'fixture.zip',
      bytes: 2048,
    },
  };
}

export { must } from '../../test-support/must';
