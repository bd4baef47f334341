// @vitest-environment node
import path from 'node:path';
import { rewriteHelperCalls } from './helper-calls';

const contentDir = path.resolve('/site/content');
const id = path.join(contentDir, 'projects.ts');

describe('rewriting content helper calls', () => {
  it('hands each literal call its argument and leaves the rest as written', () => {
    const code = `const a = image('a.png', 'A (one)');\nconst b = image(\n  "b.svg",\n  'B',\n);\nconst c = cardImage('c.png');`;
    const seen: { literal: string; line: number }[] = [];
    const out = rewriteHelperCalls(code, id, {
      contentDir,
      helper: 'image',
      argumentFor: (call) => {
        seen.push(call);
        return `file${seen.length}`;
      },
    });
    expect(seen).toEqual([
      { literal: 'a.png', line: 1 },
      { literal: 'b.svg', line: 2 },
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
});
