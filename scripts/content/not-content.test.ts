// @vitest-environment node
import path from 'node:path';
import { contentDir } from '../../build-config';
import { localised, textIn } from '../../src/model/localised';
import type { Text } from '../../src/model/types';
import { checkContentFindings, notContentProblems, type ContentModules } from './check-rules';
import { loadContent } from './load';

const folders = { content: contentDir(), public: path.resolve('public') };

/** A fresh, editable copy of the content the tests run on. */
async function content(): Promise<ContentModules> {
  return structuredClone(await loadContent(contentDir())) as unknown as ContentModules;
}

function first<T>(list: readonly T[] | undefined): T {
  const item = list?.[0];
  if (item === undefined) throw new Error('the content needs at least one of these');
  return item;
}

const role: Text = { en: 'Student', tr: 'Öğrenci' };

describe('localised`…`: a text that mixes in translated values', () => {
  it('gives one text per language, each with the value in that language', () => {
    expect(localised`Portfolio of Ada, a ${role} (${3} years)`).toEqual({
      en: 'Portfolio of Ada, a Student (3 years)',
      tr: 'Portfolio of Ada, a Öğrenci (3 years)',
    });
  });

  it('gives a plain text when nothing in it is translated', () => {
    expect(localised`a ${'Student'} at ${'UVic'}`).toBe('a Student at UVic');
  });

  it('gives a value without a text in one language its first one there', () => {
    expect(localised`${role} at ${{ en: 'UVic' }}`).toEqual({
      en: 'Student at UVic',
      tr: 'Öğrenci at UVic',
    });
    expect(textIn(role, 'tr')).toBe('Öğrenci');
    expect(textIn({ tr: 'Öğrenci' }, 'en')).toBe('Öğrenci');
  });
});

describe('content check: "[object Object]", "undefined" and "NaN" where content was meant', () => {
  it('names a translated value put into a plain template string, with file, entry and field', async () => {
    const c = await content();
    const page = first(c.pages);
    const written: unknown = role;
    // What `a ${profile.role}` writes once role is translated.
    page.description = `Portfolio of a ${String(written)}`;
    expect(notContentProblems(c)).toEqual([
      `pages.ts › ${page.id} › description: reads 'Portfolio of a [object Object]': a text that may be translated ({ en: '…', tr: '…' }) was put into a plain template string. Write the sentence with localised\`…\` (import { localised } from '@/model/localised'), e.g. localised\`a \${profile.role}\`, or per language with textIn(profile.role, 'en').`,
    ]);
    expect(checkContentFindings(c, folders).errors).toEqual(notContentProblems(c));
    page.description = localised`Portfolio of a ${role}`;
    expect(notContentProblems(c)).toEqual([]);
  });

  it('names "undefined" and "NaN" in any language of a text, but not as code', async () => {
    const c = await content();
    const entry = first(c.timeline);
    const project = first(c.projects);
    entry.title = { en: 'Intern at undefined', tr: 'Stajyer' };
    project.cardText = `Saves NaN% of the time`;
    first(c.skillCategories).title = 'Returns `undefined` and `NaN` on purpose';
    const problems = notContentProblems(c);
    expect(problems).toEqual([
      `projects.ts › ${project.id} › cardText: reads 'Saves NaN% of the time': 'NaN' is what a template string writes for a value that is not there (a misspelt or left-out field in \${…}). Check the names in \${…}; if you mean the word, write it as code: \`NaN\`.`,
      `timeline.ts › ${entry.id} › title › en: reads 'Intern at undefined': 'undefined' is what a template string writes for a value that is not there (a misspelt or left-out field in \${…}). Check the names in \${…}; if you mean the word, write it as code: \`undefined\`.`,
    ]);
  });

  it('finds nothing in the content it runs on', async () => {
    expect(notContentProblems(await content())).toEqual([]);
  });
});

describe('lint: a translated text in a plain template string, in content', () => {
  it('is an error in every content folder (restrict-template-expressions, numbers allowed)', async () => {
    const { ESLint } = await import('eslint');
    const eslint = new ESLint();
    for (const file of ['src/content/pages.ts', 'examples/alt-owner/pages.ts']) {
      const config = (await eslint.calculateConfigForFile(file)) as {
        rules: Record<string, [number, { allowNumber?: boolean }?]>;
      };
      const [level, options] =
        config.rules['@typescript-eslint/restrict-template-expressions'] ?? [];
      expect(level, file).toBe(2);
      expect(options?.allowNumber, file).toBe(true);
    }
  }, 60_000);
});
