/**
 * The content check's part for the devices on the Projects page, which needs the pictures
 * themselves (sharp), so it is not in check-rules.ts:
 * - a section with its own device `picture` and no `screenArea` needs a screen the build can find
 *   on the picture (scripts/images/screen-area.ts); an error says what to do when none is found;
 * - a screenshot whose shape is not its screen's is shown whole, fitted on the screen's colour
 *   (src/lib/screenFit.ts), never cropped: a warning names it, its shape and the shape the
 *   screen wants, with the size to crop it to for a full screen.
 */
import path from 'node:path';
import sharp from 'sharp';
import { screenAspectOf } from '../../src/components/ProjectShowcase/screenAspect';
import { areaShape, fillsScreen } from '../../src/lib/screenFit';
import type { Hotspot, Project, ProjectSection } from '../../src/model/types';
import { uprightSize } from '../images/upright';
import { findScreenArea, noScreenSentence } from '../images/screen-area';
import type { ContentFindings } from './check-rules';
import { SHOWN_AT } from '../images/check';

/** Shapes people name: written as such when a picture's is within 1 % of one. */
const NAMED_SHAPES = [
  [16, 9],
  [16, 10],
  [4, 3],
  [3, 2],
  [5, 4],
  [21, 9],
  [1, 1],
  [9, 16],
  [10, 16],
  [3, 4],
  [2, 3],
  [9, 18],
  [9, 19],
  [9, 19.5],
  [9, 20],
  [9, 21],
] as const;

/** A shape as people write it: `4:3`, `9:19.5`, else `1.85:1` (or `9:17.3` upright). */
export function shapeName(shape: number): string {
  const named = NAMED_SHAPES.find(([w, h]) => Math.abs(w / h / shape - 1) < 0.01);
  if (named) return `${named[0]}:${named[1]}`;
  return shape >= 1 ? `${Number(shape.toFixed(2))}:1` : `9:${Number((9 / shape).toFixed(1))}`;
}

/** The largest part of a `w` × `h` picture that has the shape `shape`, for a full screen. */
export function cropTo(w: number, h: number, shape: number): { w: number; h: number } {
  return w / h > shape ? { w: Math.round(h * shape), h } : { w, h: Math.round(w / shape) };
}

type Size = { width: number; height: number };

/** A list as written, or none where the content has something else (the main check names it). */
function list<T>(value: readonly T[] | undefined): readonly T[] {
  return Array.isArray(value) ? value : [];
}

async function sizeOf(file: string): Promise<Size | undefined> {
  try {
    return uprightSize(await sharp(file).metadata());
  } catch {
    return undefined;
  }
}

/**
 * The sections' screens and the screenshots on them; `imagesDir` is the content folder's
 * `images/`. Pictures that cannot be read are the image check's to name (scripts/images/check.ts).
 */
export async function checkDevicePictures(
  sections: readonly ProjectSection[],
  projects: readonly Project[],
  imagesDir: string,
): Promise<ContentFindings & { shownWidths: Map<string, number> }> {
  const errors: string[] = [];
  const warnings: string[] = [];
  /** The widest a screenshot on an own device picture is drawn (CSS px), by its file. */
  const shownWidths = new Map<string, number>();
  const sizes = new Map<string, Size | undefined>();
  const size = async (src: string) => {
    if (!sizes.has(src)) sizes.set(src, await sizeOf(path.join(imagesDir, src)));
    return sizes.get(src);
  };
  for (const section of list(sections)) {
    const inSection = list(projects).filter((p) => p?.section === section?.id);
    let screen: number | undefined;
    /** The widest the section's screen is drawn (CSS px), on an own device picture. */
    let screenWidth: number | undefined;
    const { picture } = section;
    if (picture && typeof picture.src === 'string' && !picture.src.toLowerCase().endsWith('.svg')) {
      const pictureSize = await size(picture.src);
      if (!pictureSize) continue;
      let area: Hotspot | undefined = section.screenArea;
      if (!area) {
        const found = await findScreenArea(path.join(imagesDir, picture.src)).catch(
          () => undefined,
        );
        if (!found) {
          errors.push(
            `projects.ts › ${section.id} › screenArea: ${noScreenSentence(picture.src)} \`npm run screen-area -- ${picture.src}\` tries again once the picture is changed.`,
          );
          continue;
        }
        area = found.area;
      }
      screen = areaShape(area, pictureSize.width, pictureSize.height);
      screenWidth =
        ((section.device === 'phone' ? SHOWN_AT.phonePicture : SHOWN_AT.picture) * area.width) /
        100;
    } else if (!picture) {
      const withSizes = await Promise.all(
        inSection.map(async (p) => ({
          screens: await Promise.all(
            list(p.screens).map(async ({ image }) => {
              const known = typeof image?.src === 'string' ? await size(image.src) : undefined;
              return { image: { file: known && { w: known.width, h: known.height } } };
            }),
          ),
        })),
      );
      screen = screenAspectOf(section, withSizes);
    }
    if (screen === undefined || !Number.isFinite(screen)) continue;
    for (const project of inSection)
      for (const [i, { image }] of list(project.screens).entries()) {
        if (typeof image?.src !== 'string' || image.src.toLowerCase().endsWith('.svg')) continue;
        const shot = await size(image.src);
        if (!shot) continue;
        // Shown whole: a screenshot narrower than the screen is drawn narrower than it.
        if (screenWidth !== undefined)
          shownWidths.set(
            image.src,
            Math.max(
              shownWidths.get(image.src) ?? 0,
              Math.round(screenWidth * Math.min(1, shot.width / shot.height / screen)),
            ),
          );
        if (fillsScreen(shot.width / shot.height, screen)) continue;
        const crop = cropTo(shot.width, shot.height, screen);
        warnings.push(
          `projects.ts › ${project.id} › screens[${i}]: ${image.src} is ${shapeName(shot.width / shot.height)} (${shot.width}×${shot.height}); the ${section.device} screen is ${shapeName(screen)}, so it is shown whole on the screen's colour, not cropped. For a full screen, crop it to ${shapeName(screen)} (e.g. ${crop.w}×${crop.h}).`,
        );
      }
  }
  return { errors, warnings, shownWidths };
}
