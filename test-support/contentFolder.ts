/**
 * Writes a content folder for a build with `CONTENT_DIR`: a copy of the content folder in use
 * (CONTENT_DIR, default src/content) whose projects and timeline are replaced, when they load,
 * by generated ones (./growContent.ts) written out as data, so the build ships them like real
 * content.
 */
import { cpSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// The default language's texts: generated entries are written in one language (the other
// languages' pages show them as they are, like an owner's untranslated names).
import { overviewProjectIds, projects, projectSections, timeline } from '@/test/content';
import { contentDir } from '../build-config';
import { growContent, type GrowOptions } from './growContent';

function isImage(value: unknown): value is { src: string; alt: string } {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value).filter((k) => k !== 'file');
  return keys.length === 2 && 'src' in value && 'alt' in value;
}

/**
 * Source code of a value, with each picture written as `image('path', 'alt')` like the owner
 * writes it, so that the build's image step processes it as real content.
 */
function sourceOf(value: unknown): string {
  const images: { src: string; alt: string }[] = [];
  const json = JSON.stringify(value, (_key, item: unknown) => {
    if (!isImage(item)) return item;
    images.push(item);
    return `\u0000image:${images.length - 1}\u0000`;
  });
  return json.replace(/"\\u0000image:(\d+)\\u0000"/g, (_match, index: string) => {
    const picture = images[Number(index)];
    return picture
      ? `image(${JSON.stringify(picture.src)}, ${JSON.stringify(picture.alt)})`
      : 'null';
  });
}

/** Copies the content folder to `dir` (replacing it) and grows it there; returns `dir`. */
export function writeContentFolder(dir: string, options: GrowOptions): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  cpSync(contentDir(), dir, { recursive: true, filter: (file) => !/\.test\.tsx?$/.test(file) });
  const grown = growContent({ projectSections, projects, timeline, overviewProjectIds }, options);
  const lists: Record<string, [string, unknown][]> = {
    projects: [
      ['projectSections', grown.projectSections],
      ['projects', grown.projects],
      ['overviewProjectIds', grown.overviewProjectIds],
    ],
    timeline: [['timeline', grown.timeline]],
  };
  // One generated module per content module, so each page ships only the lists it imports.
  for (const [name, replacements] of Object.entries(lists)) {
    renameSync(path.join(dir, `${name}.ts`), path.join(dir, `${name}.own.ts`));
    writeFileSync(
      path.join(dir, `${name}.ts`),
      `export * from './${name}.own';\nimport './${name}.grown';\n`,
    );
    writeFileSync(
      path.join(dir, `${name}.grown.ts`),
      [
        `// Generated for tests: replaces the content's lists in place (its helpers see the new ones).`,
        `import { image } from '@/model/image';`,
        `import * as own from './${name}.own';`,
        ...replacements.map(
          ([list, value]) =>
            `(own.${list} as unknown[]).splice(0, own.${list}.length, ...${sourceOf(value)});`,
        ),
        ``,
      ].join('\n'),
    );
  }
  return dir;
}
