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

  it('names a picture type the build cannot use (HEIC, …) and says which it takes', async () => {
    writeFileSync(path.join(dir, 'photo.heic'), 'a phone photo');
    const uses = findImages('profile.ts', {
      profile: { avatar: image('photo.heic', 'Me'), banner: image('notes', 'No type') },
    });
    expect(uses).toHaveLength(2);
    const { errors } = await checkImages(uses, dir);
    expect(errors).toEqual([
      "profile.ts › profile.avatar: 'photo.heic' is a HEIC file, which the build cannot use. It takes PNG, JPEG, WebP, AVIF or SVG (.png, .jpg, .jpeg, .webp, .avif, .svg): export the picture as PNG or JPEG and name that file.",
      "profile.ts › profile.banner: 'notes' is a file without an extension, which the build cannot use. It takes PNG, JPEG, WebP, AVIF or SVG (.png, .jpg, .jpeg, .webp, .avif, .svg): export the picture as PNG or JPEG and name that file.",
    ]);
  });

  it('names a file name the build cannot carry (an apostrophe) before the build does', async () => {
    await png("screens/ada's phone.png", 1179, 2556);
    const { errors } = await checkImages(
      [
        {
          where: 'projects.ts › lantern › screens[0].image',
          field: 'image',
          image: image("screens/ada's phone.png", 'Home'),
        },
      ],
      dir,
    );
    expect(errors).toEqual([
      "projects.ts › lantern › screens[0].image: 'screens/ada's phone.png': the name has a character the build cannot carry into a web address ('). Rename the file with letters, digits, dashes and dots (e.g. 'screens/adas-phone.png') and write the new name here.",
    ]);
  });

  it('refuses an SVG with a script, naming the file and each offending part', async () => {
    writeFileSync(
      path.join(dir, 'scripted.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script></svg>',
    );
    const { errors } = await checkImages(
      [{ where: 'p.ts › s › picture', field: 'picture', image: image('scripted.svg', 'D') }],
      dir,
    );
    expect(errors).toEqual([
      `p.ts › s › picture: 'scripted.svg': ${path.join(path.relative(process.cwd(), dir), 'scripted.svg')} has parts that could run code or load from other sites, which the site never ships: <svg onload="alert(1)">, <script>. Remove them (export a plain SVG from your drawing app), or use a PNG.`,
    ]);
  });

  it('measures a phone section’s own device picture against the phone’s width, not the desktop’s', async () => {
    await png('phone-device.png', 1080, 2160);
    await png('desktop-device.png', 1080, 700);
    const uses = findImages('projects.ts', {
      projectSections: [
        { id: 'mobile-apps', device: 'phone', picture: image('phone-device.png', 'Phone') },
        { id: 'desktop-apps', device: 'desktop', picture: image('desktop-device.png', 'Desk') },
      ],
    });
    const { errors, warnings } = await checkImages(uses, dir);
    expect(errors).toEqual([]);
    // 1080 px is three times the phone's 360 px; the desktop picture is shown up to 800 px.
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      `projects.ts › desktop-apps › picture: 'desktop-device.png' is 1080 px wide but shown up to ${SHOWN_AT.picture} px`,
    );
    expect(2 * SHOWN_AT.phonePicture).toBeLessThanOrEqual(1080);
  });
});
