import type { Hotspot, Project, ProjectSection } from '@/model/view';
import { isHexColour } from './colour';

function overlaps(a: Hotspot, b: Hotspot): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function isInside(spot: Hotspot): boolean {
  return (
    spot.x >= 0 &&
    spot.y >= 0 &&
    spot.width > 0 &&
    spot.height > 0 &&
    spot.x + spot.width <= 100 &&
    spot.y + spot.height <= 100
  );
}

/**
 * What is wrong with the projects' places on their device, in words for the owner
 * (src/content/projects.ts). Empty when all is well. A section without its own `picture` gets
 * a drawn screen laid out by the site; a section with one needs a `hotspot` per project, inside
 * the picture and clear of the others, and its `screenArea` (when given) inside the picture.
 */
export function deviceProblems(
  sections: readonly ProjectSection[],
  projects: readonly Project[],
): string[] {
  const problems: string[] = [];
  for (const project of projects) {
    if (!isHexColour(project.accent))
      problems.push(
        `projects.ts, project '${project.id}': accent '${project.accent}' must be a colour like '#1f9d6b' (its icon tile is drawn in it).`,
      );
    if (!sections.some((s) => s.id === project.section))
      problems.push(
        `projects.ts, project '${project.id}': section '${project.section}' is not in projectSections.`,
      );
  }
  for (const section of sections) {
    const inSection = projects.filter((p) => p.section === section.id);
    if (inSection.length === 0)
      problems.push(
        `projects.ts, section '${section.id}': has no projects; add one or remove the section.`,
      );
    if (!section.picture) {
      if (section.screenArea)
        problems.push(
          `projects.ts, section '${section.id}': has a screenArea, but no picture of its own (the drawn device has its own screen); remove screenArea or add the picture.`,
        );
      for (const p of inSection.filter((p) => p.hotspot))
        problems.push(
          `projects.ts, project '${p.id}': has a hotspot, but section '${section.id}' has no picture of its own (the drawn screen places icons itself); remove the hotspot or add the picture.`,
        );
      continue;
    }
    // Without a screenArea the build finds the screen on the picture; where it cannot, the
    // content check says so (scripts/content/device-pictures.ts).
    if (section.screenArea && !isInside(section.screenArea))
      problems.push(
        `projects.ts, section '${section.id}': screenArea ${JSON.stringify(section.screenArea)} must lie inside the picture (0-100 %, positive size).`,
      );
    const placed: { id: string; spot: Hotspot }[] = [];
    for (const p of inSection) {
      if (!p.hotspot) {
        problems.push(
          `projects.ts, project '${p.id}': section '${section.id}' uses its own picture, so the project needs a hotspot (x, y, width, height in percent of the picture).`,
        );
        continue;
      }
      if (!isInside(p.hotspot))
        problems.push(
          `projects.ts, project '${p.id}': hotspot ${JSON.stringify(p.hotspot)} must lie inside the picture (0-100 %, positive size).`,
        );
      for (const other of placed)
        if (overlaps(other.spot, p.hotspot))
          problems.push(
            `projects.ts, project '${p.id}': hotspot overlaps the hotspot of '${other.id}'; move one of them.`,
          );
      placed.push({ id: p.id, spot: p.hotspot });
    }
  }
  return problems;
}
