// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { findScreenArea, noScreenSentence, screenAreaLine } from './screen-area';
import { screenAreaReport } from './screen-area-cli';

type Rgba = readonly [number, number, number, number];

/** A generated device picture: `paint(x, y)` gives each pixel's colour. */
function picture(width: number, height: number, paint: (x: number, y: number) => Rgba) {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data.set(paint(x, y), (y * width + x) * 4);
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

const inside = (x: number, y: number, box: { x: number; y: number; w: number; h: number }) =>
  x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h;

const WHITE: Rgba = [250, 248, 245, 255];
const BEZEL: Rgba = [20, 20, 24, 255];
/** The device's body, the screen in it, in pixels of a 400 × 600 picture. */
const BODY = { x: 60, y: 40, w: 280, h: 520 };
const SCREEN = { x: 80, y: 70, w: 240, h: 440 };
/** SCREEN in percent of the picture. */
const AREA = { x: 20, y: 11.67, width: 60, height: 73.33 };

describe('the screen on an own device picture', () => {
  it('finds a see-through screen in a cut-out frame', async () => {
    const png = await picture(400, 600, (x, y) =>
      inside(x, y, SCREEN) ? [0, 0, 0, 0] : inside(x, y, BODY) ? BEZEL : [0, 0, 0, 0],
    );
    expect(await findScreenArea(png)).toEqual({ area: AREA, how: 'transparent' });
  });

  it('finds a screen of one colour, and says its colour', async () => {
    const png = await picture(400, 600, (x, y) =>
      inside(x, y, SCREEN) ? [10, 40, 90, 255] : inside(x, y, BODY) ? [180, 180, 185, 255] : WHITE,
    );
    expect(await findScreenArea(png)).toEqual({ area: AREA, how: 'one colour', colour: '#0a285a' });
  });

  it('finds a lit screen by the frame around it', async () => {
    // The screen shows a gradient (no one colour), the bezel is one colour.
    const png = await picture(400, 600, (x, y) =>
      inside(x, y, SCREEN)
        ? [x % 256, (y * 3) % 256, (x + y) % 256, 255]
        : inside(x, y, BODY)
          ? BEZEL
          : WHITE,
    );
    expect(await findScreenArea(png)).toEqual({
      area: AREA,
      how: 'inside the frame',
      colour: '#141418',
    });
  });

  it('finds nothing where there is no screen, and says what to do', async () => {
    const noise = await picture(300, 300, (x, y) => [
      (x * 37 + y * 11) % 256,
      (x * 7 + y * 53) % 256,
      (x * y) % 256,
      255,
    ]);
    expect(await findScreenArea(noise)).toBeUndefined();
    expect(noScreenSentence('devices/tv.png')).toMatch(
      /^no screen could be found on devices\/tv\.png \(.*\)\. Give the section its screenArea: .*screenArea: \{ x: \d+, y: \d+, width: \d+, height: \d+ \}/,
    );
  });

  it('prints the area as the content writes it, for the owner to paste', async () => {
    expect(screenAreaLine(AREA)).toBe('screenArea: { x: 20, y: 11.67, width: 60, height: 73.33 },');
    const dir = mkdtempSync(path.join(tmpdir(), 'screen-area-'));
    const file = path.join(dir, 'images', 'phone.png');
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toFile(path.join(dir, 'blank.png'));
    const frame = await picture(400, 600, (x, y) =>
      inside(x, y, SCREEN) ? [0, 0, 0, 0] : inside(x, y, BODY) ? BEZEL : WHITE,
    );
    mkdirSync(path.dirname(file));
    writeFileSync(file, frame);
    // A path under the content folder's images/, as the content names it.
    const report = await screenAreaReport('phone.png', dir);
    expect(report.ok).toBe(true);
    expect(report.text).toContain(`\n    ${screenAreaLine(AREA)}\n`);
    expect((await screenAreaReport('missing.png', dir)).ok).toBe(false);
    const blank = await screenAreaReport(path.join(dir, 'blank.png'), dir);
    expect(blank).toEqual({ ok: false, text: expect.stringContaining('no screen could be found') });
  });
});
