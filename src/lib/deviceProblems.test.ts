// @vitest-environment node
import { projects, projectSections } from '@/test/content';
import type { Project, ProjectSection } from '@/model/view';
import { atLeastTwo } from '@/test/contentFixtures';
import { deviceProblems } from './deviceProblems';

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the content is missing a value');
  return value;
}

/** The first section as a drawn device (whatever the content gives it). */
const section: ProjectSection = {
  ...must(projectSections[0]),
  picture: undefined,
  screenArea: undefined,
};
// The first section's projects, with a fictional second where it has only one.
const [first, second] = atLeastTwo(projects.filter((p) => p.section === section.id));
// Without hotspots of their own, whatever the content gives them.
const a: Project = { ...must(first), hotspot: undefined };
const b: Project = { ...must(second), hotspot: undefined };
const picture = { src: 'devices/own-phone.png', alt: 'My phone with my apps' };
const screenArea = { x: 5, y: 5, width: 90, height: 90 };
const withPicture: ProjectSection = { ...section, picture, screenArea };

describe('deviceProblems', () => {
  it('passes the content as it is', () => {
    expect(deviceProblems(projectSections, projects)).toEqual([]);
  });

  it('wants a hotspot per project, inside the picture and clear of the others, with a picture', () => {
    const spotted: Project[] = [
      { ...a, hotspot: { x: 10, y: 10, width: 20, height: 20 } },
      { ...b, hotspot: { x: 20, y: 20, width: 20, height: 90 } },
    ];
    const problems = deviceProblems([withPicture], spotted);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain(`'${b.id}': hotspot`);
    expect(problems[0]).toContain('inside the picture');
    expect(problems[1]).toContain(`overlaps the hotspot of '${a.id}'`);
    expect(deviceProblems([withPicture], [a])[0]).toContain('needs a hotspot');
    expect(
      deviceProblems([withPicture], [{ ...a, hotspot: { x: 0, y: 0, width: 50, height: 50 } }]),
    ).toEqual([]);
  });

  it('takes an own picture without a screen area (the build finds it), wants a given one inside it, and none without a picture', () => {
    const spotted: Project = { ...a, hotspot: { x: 0, y: 0, width: 50, height: 50 } };
    expect(deviceProblems([{ ...withPicture, screenArea: undefined }], [spotted])).toEqual([]);
    expect(
      deviceProblems([{ ...withPicture, screenArea: { ...screenArea, width: 120 } }], [spotted]),
    ).toEqual([
      expect.stringContaining('screenArea {"x":5,"y":5,"width":120,"height":90} must lie'),
    ]);
    expect(deviceProblems([{ ...section, screenArea }], [a])).toEqual([
      expect.stringContaining('has a screenArea, but no picture'),
    ]);
  });

  it('reports a hotspot without a picture, a bad accent and an empty section', () => {
    const problems = deviceProblems(
      [section, { ...section, id: 'desktop-apps' }],
      [{ ...a, accent: 'green', hotspot: { x: 0, y: 0, width: 1, height: 1 } }],
    );
    expect(problems).toEqual([
      expect.stringContaining("accent 'green'"),
      expect.stringContaining('has no picture of its own'),
      expect.stringContaining("section 'desktop-apps': has no projects"),
    ]);
  });
});
