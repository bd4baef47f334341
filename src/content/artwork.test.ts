// @vitest-environment node
import path from 'node:path';
import { contentDir } from '../../build-config';
import { checkImages } from '../../scripts/images/check';
import { imagesOfContent } from '../../scripts/images/check-content';
import type { Hotspot } from './types';
import { projects, projectSections } from './projects';

/** The content's pictures exist, can be read by the build and are processed by it. */

function overlaps(a: Hotspot, b: Hotspot): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('content pictures', () => {
  it('every picture named in content exists and is readable, with alt text', async () => {
    const uses = await imagesOfContent(path.resolve(contentDir()));
    expect(uses.length).toBeGreaterThan(0);
    const { errors } = await checkImages(uses, path.resolve(contentDir(), 'images'));
    expect(errors).toEqual([]);
  });

  it('every picture carries the size the build read from its file', async () => {
    for (const { where, image } of await imagesOfContent(path.resolve(contentDir()))) {
      expect(image.file?.w, where).toBeGreaterThan(0);
      expect(image.file?.h, where).toBeGreaterThan(0);
      if (image.file && 'hash' in image.file) expect(image.file.hash, where).toMatch(/^[\w-]{10}$/);
    }
  });

  it('hotspots lie inside the picture and do not overlap', () => {
    for (const section of projectSections) {
      const spots = projects.filter((p) => p.section === section.id).map((p) => p.hotspot);
      for (const [i, spot] of spots.entries()) {
        expect(spot.x).toBeGreaterThanOrEqual(0);
        expect(spot.y).toBeGreaterThanOrEqual(0);
        expect(spot.x + spot.width).toBeLessThanOrEqual(100);
        expect(spot.y + spot.height).toBeLessThanOrEqual(100);
        for (const other of spots.slice(i + 1)) expect(overlaps(spot, other)).toBe(false);
      }
    }
  });
});
