/**
 * `tsx scripts/content/check.ts`: the first step of `npm run build`, `npm test` and
 * `npm run dev`. Reads the content modules of CONTENT_DIR, checks them (check-rules.ts) and
 * every picture they name (scripts/images/check.ts), and lists every problem at once, each with
 * the file, the entry and what to do; then draws the skill icons the content names into
 * public/icons/skills.svg. Exits non-zero when anything needs fixing; warnings do not stop it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentDir } from '../../build-config';
import { writeSkillSprite } from '../icon-sprites';
import { checkImages } from '../images/check';
import { imagesOfContent } from '../images/check-content';
import { checkContent, type ContentModules } from './check-rules';
import { CONTENT_MODULES, importContentModule } from './load';

export interface ContentReport {
  errors: string[];
  warnings: string[];
  modules?: ContentModules;
}

/** Loads and checks the content folder `dir`; never throws for a content mistake. */
export async function checkContentFolder(dir: string, publicDir: string): Promise<ContentReport> {
  const errors: string[] = [];
  const loaded: Partial<Record<keyof ContentModules, unknown>> = {};
  for (const [file, names] of Object.entries(CONTENT_MODULES)) {
    const full = path.join(dir, file);
    if (!existsSync(full)) {
      errors.push(
        `${file}: not found in ${path.relative(process.cwd(), dir)}/. Copy it from src/content/ and edit it.`,
      );
      continue;
    }
    try {
      const exports = await importContentModule(dir, file);
      for (const name of names) {
        if (exports[name] === undefined)
          errors.push(`${file}: exports no '${name}'. Keep the line 'export const ${name} = …'.`);
        else loaded[name] = exports[name];
      }
    } catch (error) {
      errors.push(
        `${file}: cannot be read (${error instanceof Error ? error.message : String(error)}). Run \`npm run typecheck\` to see where.`,
      );
    }
  }
  if (errors.length) return { errors, warnings: [] };
  const modules = loaded as ContentModules;
  errors.push(...checkContent(modules, { content: dir, public: publicDir }));
  const images = await checkImages(await imagesOfContent(dir), path.join(dir, 'images'));
  return { errors: [...errors, ...images.errors], warnings: images.warnings, modules };
}

async function main() {
  const dir = path.resolve(contentDir());
  const { errors, warnings, modules } = await checkContentFolder(dir, path.resolve('public'));
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  if (errors.length) {
    console.error(
      `The content in ${path.relative(process.cwd(), dir)}/ needs attention (${errors.length}):`,
    );
    for (const error of errors) console.error(`  - ${error}`);
    process.exit(1);
  }
  if (modules) writeSkillSprite(modules.skillCategories);
  console.log(`content: ${path.relative(process.cwd(), dir)}/ checked, no problems`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
