// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hotspot, ImageAsset } from './types';
import { projects, projectSections } from './projects';

/** The device pictures and screenshots exist, match their declared sizes and stay small. */

const MAX_SVG_BYTES = 15 * 1024;

function publicFile(src: string): string {
  return path.resolve(process.cwd(), 'public', src.replace(/^\//, ''));
}

function overlaps(a: Hotspot, b: Hotspot): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const images: ImageAsset[] = [
  ...projectSections.map((s) => s.picture),
  ...projects.flatMap((p) => p.screens.map((s) => s.image)),
];

describe('project artwork', () => {
  it.each(images.map((image) => [image.src, image] as const))(
    '%s exists as a small SVG with the declared viewBox',
    (_src, image) => {
      const file = publicFile(image.src);
      expect(existsSync(file)).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg.length).toBeLessThan(MAX_SVG_BYTES);
      expect(svg).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
      expect(svg).not.toMatch(/<image|data:image/);
    },
  );

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
