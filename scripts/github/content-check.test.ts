// @vitest-environment node
/** The content check (the build's first step) on a broken github.json: a warning, no crash. */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentDir } from '../../build-config';
import { checkContentFolder } from '../content/check';
import { brokenFileSentence, FACTS_FILE, parseFactsFile, serialiseFacts } from './facts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'facts-check-'));
  cpSync(contentDir(), dir, { recursive: true, filter: (file) => !/\.test\.tsx?$/.test(file) });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the content check on github.json', () => {
  it.each([
    ['cut short', '{"fetchedAt": "2026-11-20T00:00:00Z", "projects": {'],
    ['edited by hand', '{"fetchedAt": "2026-11-20T00:00:00Z", "projects": {"x": {"stars": -1}}}'],
  ])(
    'names the file and what to do when it is %s, and lets the build go on',
    async (_, text) => {
      writeFileSync(path.join(dir, FACTS_FILE), text);
      const problem = parseFactsFile(text).problem ?? '';
      const report = await checkContentFolder(dir, path.resolve('public'));
      expect(report.errors.filter((e) => e.includes(FACTS_FILE))).toEqual([]);
      expect(report.contentWarnings).toContain(brokenFileSentence(problem));
      expect(brokenFileSentence(problem)).toMatch(
        new RegExp(`^${FACTS_FILE.replace('.', '\\.')} .*npm run sync-github.*delete it\\.$`),
      );
    },
    60_000,
  );

  it('says nothing of a good file, or of none', async () => {
    const good = serialiseFacts({ fetchedAt: '2026-11-20T00:00:00.000Z', projects: {} });
    for (const text of [good, undefined]) {
      rmSync(path.join(dir, FACTS_FILE), { force: true });
      if (text) writeFileSync(path.join(dir, FACTS_FILE), text);
      const report = await checkContentFolder(dir, path.resolve('public'));
      expect(report.contentWarnings.filter((w) => w.includes(FACTS_FILE))).toEqual([]);
    }
  }, 60_000);
});
