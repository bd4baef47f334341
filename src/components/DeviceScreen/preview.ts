import type { Project, ProjectScreen } from '@/model/view';

/** One screenshot on the closed home screen's preview widget. */
export interface Preview {
  project: Project;
  /** The project's app index (1-based), as on its icon. */
  appIndex: number;
  screen: ProjectScreen;
}

/**
 * What the preview widget shows: the first screenshot of each project in order, then each
 * project's second, and so on, until `count` are found (one project with three screenshots
 * shows all three; three projects show the first of each).
 */
export function previewScreens(projects: readonly Project[], count: number): Preview[] {
  const previews: Preview[] = [];
  const deepest = Math.max(0, ...projects.map((p) => p.screens.length));
  for (let depth = 0; depth < deepest && previews.length < count; depth++)
    projects.forEach((project, i) => {
      const screen = project.screens[depth];
      if (screen && previews.length < count) previews.push({ project, appIndex: i + 1, screen });
    });
  return previews;
}
