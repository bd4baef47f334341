// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImageAsset } from './types';
import { projects, projectSections } from './projects';

/** The owner's device pictures (if any) and screenshots exist, match their declared sizes and stay small. */

const MAX_SVG_BYTES = 15 * 1024;

function publicFile(src: string): string {
  return path.resolve(process.cwd(), 'public', src.replace(/^\//, ''));
}

const images: ImageAsset[] = [
  ...projectSections.flatMap((s) => (s.picture ? [s.picture] : [])),
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
});
