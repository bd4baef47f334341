// @vitest-environment node
import path from 'node:path';
import { contentDir } from '../../build-config';
import { checkImages } from '../../scripts/images/check';
import { imagesOfContent } from '../../scripts/images/check-content';

/** The content's pictures exist, can be read by the build and are processed by it. */

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
});
