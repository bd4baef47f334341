// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FACES, FONT_CACHE_DIR, writeSiteFonts } from './subset';

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'site-fonts-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A content folder whose only text is `text`. */
function folder(name: string, text: string): string {
  const dir = mkdtempSync(path.join(work, `${name}-`));
  writeFileSync(path.join(dir, 'profile.ts'), `export const name = ${JSON.stringify(text)};\n`);
  return dir;
}

describe('writeSiteFonts: one folder per cut', () => {
  it('cuts every face into a folder of the cache, and reuses a cut it has made', async () => {
    const dir = await writeSiteFonts(folder('plain', 'Jane Doe'));
    expect(path.dirname(dir)).toBe(FONT_CACHE_DIR);
    const files = FACES.map((face) => path.join(dir, face.file));
    for (const file of files) expect(statSync(file).size).toBeGreaterThan(0);
    const before = files.map((file) => statSync(file).mtimeMs);
    // Another folder with the same characters gets the same cut, untouched.
    expect(await writeSiteFonts(folder('same', 'Doe Jane'))).toBe(dir);
    expect(files.map((file) => statSync(file).mtimeMs)).toEqual(before);
  }, 60_000);

  it('gives a folder whose characters differ a cut of its own, and leaves the other alone', async () => {
    const plain = await writeSiteFonts(folder('plain', 'Jane Doe'));
    const latin = path.join(plain, FACES[1].file);
    const bytes = readFileSync(latin);
    // ŵ is in neither the always-kept characters nor the first folder: only the second cut has it.
    const other = await writeSiteFonts(folder('other', 'Ŵynne Ŵ'));
    expect(other).not.toBe(plain);
    expect(readFileSync(path.join(other, FACES[1].file)).length).toBeGreaterThan(bytes.length);
    expect(readFileSync(latin)).toEqual(bytes);
  }, 60_000);
});
