// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { image } from '../../src/model/image';
import { checkImages, findImages, SHOWN_AT } from './check';

let dir: string;

async function png(name: string, width: number, height: number) {
  await sharp({ create: { width, height, channels: 4, background: '#2a6' } })
    .png()
    .toFile(path.join(dir, name));
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'image-check-'));
  mkdirSync(path.join(dir, 'screens'));
  await png('screens/big.png', 1179, 2556);
  await png('screens/small.png', 300, 650);
  await png('card.png', 1600, 1000);
  writeFileSync(path.join(dir, 'broken.png'), 'this is not a picture');
  writeFileSync(
    path.join(dir, 'd.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 720"></svg>',
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('finding the images of a content module', () => {
  it('names each by file, entry id and field', () => {
    const uses = findImages('projects.ts', {
      projects: [
        {
          id: 'lantern',
          cardImage: image('card.png', 'A card'),
          screens: [{ name: 'A', image: image('screens/big.png', 'First') }],
        },
      ],
      profile: { avatar: image('me.jpg', 'Me') },
    });
    expect(uses.map((u) => u.where)).toEqual([
      'projects.ts › lantern › cardImage',
      'projects.ts › lantern › screens[0].image',
      'projects.ts › profile.avatar',
    ]);
    expect(uses.map((u) => u.field)).toEqual(['cardImage', 'image', 'avatar']);
  });
});

describe('checking images', () => {
  it('accepts good files and reads SVG sizes', async () => {
    const result = await checkImages(
      [
        { where: 'p.ts › a › image', field: 'image', image: image('screens/big.png', 'Big') },
        { where: 'p.ts › a › cardImage', field: 'cardImage', image: image('card.png', 'Card') },
        { where: 'p.ts › s › picture', field: 'picture', image: image('d.svg', 'Device') },
      ],
      dir,
    );
    expect(result).toEqual({ errors: [], warnings: [] });
  });

  it('names the content file, the entry and the path of a missing file', async () => {
    const { errors } = await checkImages(
      [
        {
          where: 'projects.ts › lantern › screens[2].image',
          field: 'image',
          image: image('x.png', 'X'),
        },
      ],
      dir,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("projects.ts › lantern › screens[2].image: 'x.png' not found");
    expect(errors[0]).toContain(path.join(path.relative(process.cwd(), dir), 'x.png'));
  });

  it('rejects a damaged file, a path outside images/ and missing alt text, all at once', async () => {
    const { errors } = await checkImages(
      [
        { where: 'a.ts › one', field: 'image', image: image('broken.png', 'Broken') },
        { where: 'a.ts › two', field: 'image', image: image('../outside.png', 'Out') },
        { where: 'a.ts › three', field: 'cardImage', image: image('card.png', ' ') },
      ],
      dir,
    );
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/a\.ts › one: 'broken\.png'.*not a picture the build can read/);
    expect(errors[1]).toMatch(/a\.ts › two: '\.\.\/outside\.png' not found/);
    expect(errors[2]).toMatch(/a\.ts › three: 'card\.png' has no alt text/);
  });

  it('warns when a picture is smaller than twice the width it is shown at', async () => {
    const { errors, warnings } = await checkImages(
      [
        {
          where: 'p.ts › a › screens[0].image',
          field: 'image',
          image: image('screens/small.png', 'S'),
        },
      ],
      dir,
    );
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`300 px wide but shown up to ${SHOWN_AT.phoneScreenshot} px`);
  });

  it('measures a photo stored sideways with an EXIF turn as it is shown', async () => {
    // Stored 500×1600 with orientation 6 (a quarter turn): shown 1600×500, wide enough.
    await sharp({ create: { width: 500, height: 1600, channels: 3, background: '#2a6' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(path.join(dir, 'turned.jpg'));
    const { errors, warnings } = await checkImages(
      [{ where: 'p.ts › a › cardImage', field: 'cardImage', image: image('turned.jpg', 'T') }],
      dir,
    );
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('warns about needlessly huge files', async () => {
    await png('huge.png', 6000, 5000);
    const { warnings } = await checkImages(
      [{ where: 'p.ts › a › cardImage', field: 'cardImage', image: image('huge.png', 'H') }],
      dir,
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('6000×5000 (30 megapixels)');
  });
});
