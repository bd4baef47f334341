// @vitest-environment node
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Project, ProjectSection } from '../../src/model/types';
import { checkImages, SHOWN_AT } from '../images/check';
import { checkDevicePictures, cropTo, shapeName } from './device-pictures';

const imagesDir = mkdtempSync(path.join(tmpdir(), 'device-pictures-'));

/** A generated picture under imagesDir: one colour, or a frame with a see-through screen (cut out). */
async function png(
  src: string,
  width: number,
  height: number,
  screen?: { left: number; top: number; width: number; height: number },
) {
  const file = path.join(imagesDir, src);
  mkdirSync(path.dirname(file), { recursive: true });
  const body = sharp({
    create: { width, height, channels: 4, background: '#202024' },
  });
  const hole = screen
    ? [
        {
          input: { create: { ...screen, channels: 4 as const, background: '#000000' } },
          left: screen.left,
          top: screen.top,
          blend: 'dest-out' as const,
        },
      ]
    : [];
  await body.composite(hole).png().toFile(file);
}

const section = (fields: Partial<ProjectSection>): ProjectSection => ({
  id: 'desktop-apps',
  tabLabel: 'Desktop',
  device: 'desktop',
  defaultTitle: 'Desktop',
  defaultText: [],
  analyticsAction: 'clicked_desktop_area',
  ...fields,
});

const project = (id: string, shots: string[]): Project => ({
  id,
  section: 'desktop-apps',
  name: id,
  category: 'Video Game',
  cardText: id,
  cardImage: { src: shots[0] ?? '', alt: id },
  tech: [],
  bullets: [],
  repoUrl: 'https://example.com',
  accent: '#336699',
  hotspot: { x: 1, y: 1, width: 5, height: 5 },
  screens: shots.map((src) => ({ name: src, description: src, image: { src, alt: src } })),
});

beforeAll(async () => {
  await png('shots/wide-1.png', 1600, 1000);
  await png('shots/wide-2.png', 1600, 1000);
  await png('shots/game.png', 1024, 768);
  // A monitor of 1000 × 800 whose see-through screen is 800 × 500 (16:10).
  await png('devices/monitor.png', 1000, 800, { left: 100, top: 60, width: 800, height: 500 });
  await png('devices/plain.png', 1000, 800);
});

describe('screens and screenshots on the devices (content check)', () => {
  it('finds the screen of an own picture given no screenArea, and names a screenshot of another shape', async () => {
    const own = section({ picture: { src: 'devices/monitor.png', alt: 'My monitor' } });
    const { errors, warnings } = await checkDevicePictures(
      [own],
      [project('robber', ['shots/game.png', 'shots/wide-1.png'])],
      imagesDir,
    );
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      "projects.ts › robber › screens[0]: shots/game.png is 4:3 (1024×768); the desktop screen is 16:10, so it is shown whole on the screen's colour, not cropped. For a full screen, crop it to 16:10 (e.g. 1024×640).",
    ]);
  });

  it('knows how wide a screenshot on an own picture is drawn, so its sharpness is judged by that', async () => {
    // The monitor's screen: 80 % of a picture drawn at most SHOWN_AT.picture wide, 16:10.
    const own = section({ picture: { src: 'devices/monitor.png', alt: 'My monitor' } });
    const { shownWidths } = await checkDevicePictures(
      [own],
      [project('robber', ['shots/game.png', 'shots/wide-1.png'])],
      imagesDir,
    );
    const screenWidth = SHOWN_AT.picture * 0.8;
    expect(shownWidths.get('shots/wide-1.png')).toBe(Math.round(screenWidth));
    // 4:3 on a 16:10 screen: drawn whole, as tall as the screen, so narrower.
    expect(shownWidths.get('shots/game.png')).toBe(Math.round((screenWidth * (4 / 3)) / 1.6));
    // The image check then asks for twice that width, not twice a full monitor's.
    const { warnings } = await checkImages(
      [
        {
          where: 'projects.ts › robber › screens[0].image',
          field: 'image',
          image: { src: 'shots/game.png', alt: 'Game' },
        },
      ],
      imagesDir,
      undefined,
      new Map([['shots/game.png', 500]]),
    );
    expect(warnings).toEqual([]);
    const { warnings: unknown } = await checkImages(
      [
        {
          where: 'projects.ts › robber › screens[0].image',
          field: 'image',
          image: { src: 'shots/game.png', alt: 'Game' },
        },
      ],
      imagesDir,
    );
    expect(unknown).toEqual([expect.stringContaining('looks soft')]);
  });

  it('says to give screenArea when no screen can be found on the picture', async () => {
    const own = section({ picture: { src: 'devices/plain.png', alt: 'My monitor' } });
    const { errors } = await checkDevicePictures(
      [own],
      [project('app', ['shots/wide-1.png'])],
      imagesDir,
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^projects\.ts › desktop-apps › screenArea: no screen could be found on devices\/plain\.png .* Give the section its screenArea: /,
      ),
    ]);
    // Given, it is taken as it is.
    const given = { ...own, screenArea: { x: 10, y: 10, width: 80, height: 62.5 } };
    const taken = await checkDevicePictures(
      [given],
      [project('app', ['shots/wide-1.png'])],
      imagesDir,
    );
    expect([taken.errors, taken.warnings]).toEqual([[], []]);
  });

  it('fits a screenshot of another shape on the drawn screen (the shape most screenshots have)', async () => {
    const { warnings } = await checkDevicePictures(
      [section({})],
      [project('a', ['shots/wide-1.png', 'shots/wide-2.png']), project('b', ['shots/game.png'])],
      imagesDir,
    );
    expect(warnings).toEqual([expect.stringMatching(/^projects\.ts › b › screens\[0\]: .* 4:3 /)]);
  });

  it('leaves content of the wrong shape to the main check, without a stack trace', async () => {
    const noScreens = { ...project('a', []), screens: undefined } as unknown as Project;
    const notAList = { a: section({}) } as unknown as ProjectSection[];
    expect(await checkDevicePictures([section({})], [noScreens], imagesDir)).toEqual({
      errors: [],
      warnings: [],
      shownWidths: new Map(),
    });
    expect(await checkDevicePictures(notAList, [], imagesDir)).toEqual({
      errors: [],
      warnings: [],
      shownWidths: new Map(),
    });
  });

  it('names shapes as people write them and crops to the largest part of that shape', () => {
    expect(shapeName(16 / 9)).toBe('16:9');
    expect(shapeName(9 / 19.5)).toBe('9:19.5');
    expect(shapeName(1.85)).toBe('1.85:1');
    expect(shapeName(0.5)).toBe('9:18');
    expect(cropTo(1024, 768, 16 / 10)).toEqual({ w: 1024, h: 640 });
    expect(cropTo(1920, 1080, 4 / 3)).toEqual({ w: 1440, h: 1080 });
  });
});
