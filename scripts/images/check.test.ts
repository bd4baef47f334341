// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { image } from '../../src/model/image';
import { crc32, deflateSync } from 'node:zlib';
import { checkImages, findImages, MAX_INPUT_PIXELS, RESIZE_TO_PX, SHOWN_AT } from './check';

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
    // Drawing and decoding 30 megapixels takes seconds on a busy machine.
  }, 30_000);

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

  describe('pictures the build could not encode, named before any is encoded', () => {
    const use = (src: string) => ({
      where: 'p.ts › a › image',
      field: 'image',
      image: image(src, 'A'),
    });
    /** A fresh folder for what the check remembers, so every run decodes anew. */
    const freshCache = () => mkdtempSync(path.join(tmpdir(), 'image-check-cache-'));

    it('names a PNG and a JPEG whose header is whole and whose data is damaged', async () => {
      const whole = await sharp({
        create: {
          width: 640,
          height: 400,
          channels: 3,
          background: '#888',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      const damaged = Buffer.from(whole);
      for (let i = 200; i < damaged.length - 100; i += 1) damaged[i] = (i * 7) & 0xff;
      writeFileSync(path.join(dir, 'damaged.png'), damaged);
      const jpeg = await sharp(whole).jpeg().toBuffer();
      writeFileSync(path.join(dir, 'cut.jpg'), jpeg.subarray(0, jpeg.length / 2));
      // The header alone reads well: only decoding the pixels shows the damage.
      expect((await sharp(path.join(dir, 'damaged.png')).metadata()).width).toBe(640);
      const { errors } = await checkImages([use('damaged.png'), use('cut.jpg')], dir, freshCache());
      const shown = (name: string) => path.relative(process.cwd(), path.join(dir, name));
      expect(errors).toEqual([
        `p.ts › a › image: 'damaged.png': ${shown('damaged.png')} is damaged: its header says it is a PNG of 640×400 px, but the picture data after it is broken or cut short, so the build could not encode it. Open it in an image editor and export it again as PNG or JPEG (or copy the original again).`,
        `p.ts › a › image: 'cut.jpg': ${shown('cut.jpg')} is damaged: its header says it is a JPEG of 640×400 px, but the picture data after it is broken or cut short, so the build could not encode it. Open it in an image editor and export it again as PNG or JPEG (or copy the original again).`,
      ]);
    });

    it('decodes a whole picture once, and remembers it by its bytes', async () => {
      const cache = freshCache();
      const first = await checkImages([use('card.png')], dir, cache);
      expect(first.errors).toEqual([]);
      expect(readdirSync(cache)).toHaveLength(1);
      expect((await checkImages([use('card.png')], dir, cache)).errors).toEqual([]);
    });

    it('says a picture is too large for the build (its size, the limit, what to resize to), not damaged', async () => {
      // A PNG's header and a little data: 20000 × 20000 pixels, more than the build reads.
      const side = 20_000;
      const chunk = (type: string, data: Buffer) => {
        const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(data.length);
        const crc = Buffer.alloc(4);
        crc.writeUInt32BE(crc32(body));
        return Buffer.concat([length, body, crc]);
      };
      const header = Buffer.alloc(13);
      header.writeUInt32BE(side, 0);
      header.writeUInt32BE(side, 4);
      header.set([8, 2, 0, 0, 0], 8);
      writeFileSync(
        path.join(dir, 'poster.png'),
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          chunk('IHDR', header),
          chunk('IDAT', deflateSync(Buffer.alloc(100))),
          chunk('IEND', Buffer.alloc(0)),
        ]),
      );
      expect(side * side).toBeGreaterThan(MAX_INPUT_PIXELS);
      const { errors } = await checkImages([use('poster.png')], dir, freshCache());
      expect(errors).toEqual([
        `p.ts › a › image: 'poster.png': ${path.relative(process.cwd(), path.join(dir, 'poster.png'))} is ${side}×${side} px (${(side * side) / 1e6} megapixels): too large for the build, which reads at most ${Math.round(MAX_INPUT_PIXELS / 1e6)} megapixels (16383×16383 px). Resize it to at most ${RESIZE_TO_PX} px on its longer side (the site shows no picture larger) and save it again.`,
      ]);
    });

    it('says what an SVG without a size lacks and what to add', async () => {
      writeFileSync(
        path.join(dir, 'no-size.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>',
      );
      writeFileSync(
        path.join(dir, 'percent.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%"><rect width="10" height="10"/></svg>',
      );
      const { errors } = await checkImages(
        [use('no-size.svg'), use('percent.svg')],
        dir,
        freshCache(),
      );
      const fix = `so the build cannot tell its shape. Add the drawing's size to the <svg> element as viewBox="0 0 width height", e.g. <svg viewBox="0 0 360 720" …> (or width="360" height="720"), or export it again with "responsive" or "use viewBox" on.`;
      expect(errors).toEqual([
        `p.ts › a › image: 'no-size.svg': ${path.relative(process.cwd(), path.join(dir, 'no-size.svg'))} has no size: its <svg> element has no width and height and no viewBox, ${fix}`,
        `p.ts › a › image: 'percent.svg': ${path.relative(process.cwd(), path.join(dir, 'percent.svg'))} has no size: its <svg> element has width="100%" and height="100%", not both in pixels, and no viewBox, ${fix}`,
      ]);
    });
  });
});
