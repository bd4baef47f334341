// @vitest-environment node
import { cpSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentDir } from '../../build-config';
import { checkContentFolder, exportShapeProblems } from './check';
import type { ContentModules } from './check-rules';
import { CONTENT_MODULES, loadContent, OPTIONAL_CONTENT_MODULES } from './load';

const publicDir = path.resolve('public');

/** A fresh, editable copy of the content the tests run on. */
async function content(): Promise<Record<keyof ContentModules, unknown> & ContentModules> {
  return structuredClone(await loadContent(contentDir())) as never;
}

/** The first item of a list the content must have, to edit. */
function first<T>(list: readonly T[]): T {
  const item = list[0];
  if (item === undefined) throw new Error('the content needs at least one of these');
  return item;
}

/** A copy of the content folder in a tmp folder, to write mistakes into. */
function copyOfContent(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-shape-'));
  cpSync(contentDir(), dir, { recursive: true });
  return dir;
}

describe('content check: the shape of every module, as types.ts declares it', () => {
  it('finds nothing wrong with the shape of the content it runs on', async () => {
    const c = await content();
    for (const [file, names] of Object.entries({ ...CONTENT_MODULES, ...OPTIONAL_CONTENT_MODULES }))
      for (const name of names) expect(exportShapeProblems(file, name, c[name])).toEqual([]);
  });

  it('names a number where a text is wanted: file › field, and how to write it', async () => {
    const { profile } = await content();
    Object.assign(profile, { name: 42 });
    expect(exportShapeProblems('profile.ts', 'profile', profile)).toEqual([
      "profile.ts › name: the number 42, where a text is wanted. Write it in quotes: name: '42'.",
    ]);
  });

  it('names a project without screens, and bullets written as one text', async () => {
    const { projects } = await content();
    const [a, b] = projects as [
      ContentModules['projects'][number],
      ContentModules['projects'][number],
    ];
    delete (a as Partial<typeof a>).screens;
    Object.assign(b, { bullets: 'One point' });
    expect(exportShapeProblems('projects.ts', 'projects', projects)).toEqual([
      `projects.ts › ${a.id} › screens: missing. Add it: a list, e.g. screens: [{ name: '…', … }].`,
      `projects.ts › ${b.id} › bullets: the text 'One point', where a list of texts is wanted. Write it in square brackets, e.g. bullets: ['One point'].`,
    ]);
  });

  it('names timeline written as one object instead of a list of entries', async () => {
    const { timeline } = await content();
    expect(exportShapeProblems('timeline.ts', 'timeline', first(timeline))).toEqual([
      "timeline.ts: an object { … }, where a list is wanted. Write it in square brackets, e.g. export const timeline = [{ id: '…', … }].",
    ]);
  });

  it('names a picture written as its path alone, and says how to write it', async () => {
    const { profile } = await content();
    Object.assign(profile, { avatar: 'me.jpg' });
    expect(exportShapeProblems('profile.ts', 'profile', profile)).toEqual([
      "profile.ts › avatar: the text 'me.jpg', where a picture is wanted. Write it as a picture, e.g. avatar: image('screens/home.png', 'What the picture shows').",
    ]);
  });

  it('names a translated text of the wrong kind, a value not among the allowed ones, deep in a list', async () => {
    const { profile, skillCategories, projectSections } = await content();
    Object.assign(profile, { role: { en: 7 } });
    const category = first(skillCategories);
    Object.assign(first(first(category.groups).skills), { name: ['TypeScript'] });
    Object.assign(first(projectSections), { device: 'tablet' });
    expect(exportShapeProblems('profile.ts', 'profile', profile)).toEqual([
      "profile.ts › role › en: the number 7, where a text is wanted. Write it in quotes: en: '7'.",
    ]);
    expect(exportShapeProblems('skills.ts', 'skillCategories', skillCategories)).toEqual([
      `skills.ts › ${category.id} › groups[0] › skills[0] › name: a list [ … ], where a text is wanted. Write it as a text, e.g. name: '…', or one per language: name: { en: '…', tr: '…' }.`,
    ]);
    expect(exportShapeProblems('projects.ts', 'projectSections', projectSections)).toEqual([
      `projects.ts › projectSections › ${first(projectSections).id} › device: the text 'tablet' is not one of 'phone', 'desktop'. Write one of them, e.g. device: 'phone'.`,
    ]);
  });

  it('stops the content check with that sentence, in seconds, before any rule or picture', async () => {
    const dir = copyOfContent();
    renameSync(path.join(dir, 'timeline.ts'), path.join(dir, 'timeline-as-written.ts'));
    writeFileSync(
      path.join(dir, 'timeline.ts'),
      "import * as written from './timeline-as-written';\nexport * from './timeline-as-written';\nexport const timeline = written.timeline[0];\n",
    );
    const started = Date.now();
    const { errors } = await checkContentFolder(dir, publicDir);
    expect(errors).toEqual([
      "timeline.ts: an object { … }, where a list is wanted. Write it in square brackets, e.g. export const timeline = [{ id: '…', … }].",
    ]);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);

  it('blames profile.ts and social when social is left out, not the modules that read it', async () => {
    const dir = copyOfContent();
    renameSync(path.join(dir, 'profile.ts'), path.join(dir, 'profile-as-written.ts'));
    writeFileSync(
      path.join(dir, 'profile.ts'),
      "import * as written from './profile-as-written';\nexport * from './profile-as-written';\nconst { social: _left, ...rest } = written.profile;\nexport const profile = rest;\n",
    );
    const { errors } = await checkContentFolder(dir, publicDir);
    expect(errors[0]).toBe(
      "profile.ts › social: missing. Add it: a list, e.g. social: [{ kind: 'email', … }].",
    );
    // A module that reads profile.social cannot load: it points at profile.ts, nothing else.
    for (const error of errors.slice(1))
      expect(error).toMatch(
        /^\w+\.ts: cannot be read until profile\.ts is right \(it uses profile\.ts\)\. Fix profile\.ts as said above\.$/,
      );
  }, 30_000);
});
