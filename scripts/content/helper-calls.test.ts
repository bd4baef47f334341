// @vitest-environment node
import path from 'node:path';
import { download as realDownload } from '../../src/model/download';
import { callsWithoutLiteral, rewriteHelperCalls } from './helper-calls';

const contentDir = path.resolve('/site/content');
const id = path.join(contentDir, 'projects.ts');

describe('rewriting content helper calls', () => {
  it('hands each literal call its argument and leaves the rest as written', () => {
    const code = `const a = image('a.png', 'A (one)');\nconst b = image(\n  "b.svg",\n  'B',\n);\nconst c = cardImage('c.png');`;
    const seen: { literal: string; line: number; offset: number }[] = [];
    const out = rewriteHelperCalls(code, id, {
      contentDir,
      helper: 'image',
      argumentFor: (call) => {
        seen.push(call);
        return `file${seen.length}`;
      },
    });
    expect(seen).toEqual([
      { literal: 'a.png', line: 1, offset: code.indexOf("image('a.png'") },
      { literal: 'b.svg', line: 2, offset: code.indexOf('image(\n') },
    ]);
    expect(out?.toString()).toBe(
      `const a = ((a, b) => image(a, b, file1))('a.png', 'A (one)');\nconst b = ((a, b) => image(a, b, file2))(\n  "b.svg",\n  'B',\n);\nconst c = cardImage('c.png');`,
    );
  });

  it('skips calls the caller declines, modules outside the content folder and the helper itself', () => {
    const code = `image('a.png', 'A')`;
    const options = { contentDir, helper: 'image', argumentFor: () => 'x' };
    expect(
      rewriteHelperCalls(code, id, { ...options, argumentFor: () => undefined }),
    ).toBeUndefined();
    expect(rewriteHelperCalls(code, '/elsewhere/projects.ts', options)).toBeUndefined();
    expect(rewriteHelperCalls(code, path.join(contentDir, 'image.ts'), options)).toBeUndefined();
    expect(rewriteHelperCalls(code, path.join(contentDir, 'notes.md'), options)).toBeUndefined();
  });

  it("keeps a download's own options (its file name) beside the size the build adds", () => {
    const code = `export const d = download('downloads/x.jar', 'Get it', { fileName: 'X-1.0.jar' });`;
    const out = rewriteHelperCalls(code, id, {
      contentDir,
      helper: 'download',
      argumentFor: () => '2048',
      wrap: (bytes) => `((a, b, o) => download(a, b, { ...o, bytes: ${bytes} }))(`,
    });
    const run = new Function('download', `${out?.toString().replace('export ', '')}; return d;`);
    expect(run(realDownload)).toEqual({
      href: '/downloads/x.jar',
      label: 'Get it',
      fileName: 'X-1.0.jar',
      bytes: 2048,
    });
  });
});

describe('calls the build cannot see through', () => {
  it('names the lines of calls whose path is not one literal, skipping comments', () => {
    const code = [
      "const a = image('a.png', 'A');",
      'const b = image(`b.png`, "B");',
      'const c = (f: string) => image(f, f);',
      "const d = image('screens/' + 'd.png', 'D');",
      'const e = image(`screens/${name}.png`, name);',
      '// image(file, alt) in a comment',
      '/** image(file, alt) in a doc comment */',
      'const f = myimage(x);',
      'const g = image("Ada\'s phone.png", "G");',
    ].join('\n');
    expect(callsWithoutLiteral(code, 'image')).toEqual([3, 4, 5]);
  });
});
