/**
 * `tsx scripts/content/check.ts`: the first step of `npm run build`, `npm test` and
 * `npm run dev` (after scripts/preflight.mjs). Reads the content modules of CONTENT_DIR, checks
 * the shape of each export against types.ts (content-shapes.ts; a wrong shape stops it there,
 * since the rules read the fields), then the rules (check-rules.ts) and every picture they name
 * (scripts/images/check.ts, which decodes each once), and lists every problem at once, each with
 * the file, the entry and what to do; then draws the skill icons the content names into
 * public/icons/skills.svg. Exits non-zero when anything needs fixing; warnings do not stop it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentDir, contentDirProblem } from '../../build-config';
import { dictionaries } from '../../src/i18n/dictionary';
import { siteLanguages } from '../../src/i18n/languages';
import { buildPosts, formatProblem } from '../posts/posts';
import { writeSkillSprite } from '../icon-sprites';
import { checkImages } from '../images/check';
import { imagesOfContent } from '../images/check-content';
import { checkContentFindings, MAIN_EXPORT, type ContentModules } from './check-rules';
import { CONTENT_SHAPES } from './content-shapes';
import { shapeProblems, type Shape } from './shape';
import { callsWithoutLiteral } from './helper-calls';
import { importTodos, todoMessage } from './import-todos';
import { brokenFileSentence, readFactsFile } from '../github/facts';
import { CONTENT_MODULES, importContentModule, OPTIONAL_CONTENT_MODULES } from './load';
import { checkDevicePictures } from './device-pictures';
import { educationWarnings } from './education-check';
import { untranslatedNotes } from './untranslated-list';

export interface ContentReport {
  errors: string[];
  /** The image check's warnings (sizes, weights): worth a look, the build goes on. */
  warnings: string[];
  /**
   * The content's own warnings: texts missing in a language of the site (the default
   * language's shows there), a language with no text at all, what a starter (`npm run new`,
   * `npm run import-resume`, …) left to do (its `// TODO(import)` lines). The build goes on.
   */
  contentWarnings: string[];
  /** Information, not a problem: the texts a second language still shows untranslated. */
  notes?: string[];
  modules?: ContentModules;
}

const HELPER_EXAMPLES = {
  image: "image('screens/home.png', 'What the picture shows')",
  download: "download('downloads/game.zip', 'Download the game')",
} as const;

/**
 * Calls of `image(…)` and `download(…)` the build cannot see through (the path not written
 * out in quotes, e.g. inside the owner's own function): each would reach the page without the
 * file the build hands the call.
 */
function helperCallProblems(dir: string): string[] {
  const problems: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => /^(?!.*\.test\.)[^.].*\.tsx?$/.test(f))
    .sort()) {
    const code = readFileSync(path.join(dir, file), 'utf8');
    for (const [helper, example] of Object.entries(HELPER_EXAMPLES)) {
      for (const line of callsWithoutLiteral(code, helper))
        problems.push(
          `${file}:${line}: ${helper}(…) is called without its path written in quotes. The build finds a file only where it is named in full, so write the call out where it is used, e.g. ${example}, not inside a function of your own or with a path put together from pieces.`,
        );
    }
  }
  return problems;
}

/**
 * The posts (`posts/*.md`): every problem with its file and line (scripts/posts/posts.ts), and
 * a warning for each published post a language of the site has no version of.
 */
export function checkPosts(dir: string, modules: Pick<ContentModules, 'site' | 'projects'>) {
  const languages = siteLanguages(modules.site);
  const { byLang, problems } = buildPosts(dir, languages, {
    drafts: true,
    projectIds: modules.projects.map((p) => p.id),
    words: (lang) => dictionaries[lang].writing.body,
  });
  const warnings: string[] = [];
  for (const [lang, posts] of byLang)
    for (const post of posts)
      if (post.shownIn && !post.draft)
        warnings.push(
          `${post.where}: no ${lang} version, so the ${lang} pages show it in ${post.shownIn}. Add posts/${post.slug}.${lang}.md when you can.`,
        );
  return { errors: problems.map(formatProblem), warnings };
}

/**
 * One export of a content module against its shape in types.ts (./content-shapes.ts): the main
 * export straight under its file (`timeline.ts › uvic › start`), the others under their name.
 */
export function exportShapeProblems(file: string, name: string, value: unknown): string[] {
  const shape = CONTENT_SHAPES[name as keyof ContentModules] as Shape<unknown> | undefined;
  if (!shape) return [];
  const main = MAIN_EXPORT[file] === name;
  return shapeProblems(shape, value, {
    parent: main ? file : `${file} › ${name}`,
    field: '',
    lead: `export const ${name} = `,
  });
}

/** Loads and checks the content folder `dir`; never throws for a content mistake. */
export async function checkContentFolder(dir: string, publicDir: string): Promise<ContentReport> {
  const missing = contentDirProblem(dir);
  if (missing) return { errors: [missing], warnings: [], contentWarnings: [] };
  const errors: string[] = [];
  const loaded: Partial<Record<keyof ContentModules, unknown>> = {};
  const files = [
    ...Object.entries(CONTENT_MODULES).map(([file, names]) => ({ file, names, optional: false })),
    ...Object.entries(OPTIONAL_CONTENT_MODULES).map(([file, names]) => ({
      file,
      names,
      optional: true,
    })),
  ];
  /** Modules that could not be imported, with why: reported after the shapes of the others. */
  const unreadable: { file: string; reason: string }[] = [];
  const shapes: { file: string; problems: string[] }[] = [];
  for (const { file, names, optional } of files) {
    if (!existsSync(path.join(dir, file))) {
      if (!optional)
        errors.push(
          `${file}: not found in ${path.relative(process.cwd(), dir)}/. Copy it from src/content/ and edit it.`,
        );
      continue;
    }
    try {
      const exports = await importContentModule(dir, file);
      const problems: string[] = [];
      for (const name of names) {
        if (exports[name] === undefined)
          errors.push(`${file}: exports no '${name}'. Keep the line 'export const ${name} = …'.`);
        else {
          loaded[name] = exports[name];
          problems.push(...exportShapeProblems(file, name, exports[name]));
        }
      }
      shapes.push({ file, problems });
    } catch (error) {
      unreadable.push({
        file,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  errors.push(...shapes.flatMap((s) => s.problems));
  // A module that reads another one whose shape is wrong (projects.ts reads profile.social)
  // fails on that one's mistake: it is named above, so this one only points there.
  const broken = shapes.filter((s) => s.problems.length).map((s) => s.file);
  for (const { file, reason } of unreadable) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    const cause = broken.find((b) =>
      new RegExp(`from ['"]\\./${b.replace(/\.ts$/, '')}(\\.ts)?['"]`).test(source),
    );
    errors.push(
      cause
        ? `${file}: cannot be read until ${cause} is right (it uses ${cause}). Fix ${cause} as said above.`
        : `${file}: cannot be read (${reason}). Run \`npm run typecheck\` to see where.`,
    );
  }
  const calls = helperCallProblems(dir);
  if (errors.length) return { errors: [...errors, ...calls], warnings: [], contentWarnings: [] };
  const modules = loaded as ContentModules;
  const findings = checkContentFindings(modules, { content: dir, public: publicDir });
  errors.push(...findings.errors, ...calls);
  const devices = await checkDevicePictures(
    modules.projectSections,
    modules.projects,
    path.join(dir, 'images'),
  );
  const images = await checkImages(
    await imagesOfContent(dir),
    path.join(dir, 'images'),
    undefined,
    devices.shownWidths,
  );
  const posts = checkPosts(dir, modules);
  // github.json (npm run sync-github) is optional: a broken one only leaves the facts out.
  const facts = readFactsFile(dir);
  const factsWarnings = facts?.problem ? [brokenFileSentence(facts.problem)] : [];
  return {
    errors: [...errors, ...images.errors, ...devices.errors, ...posts.errors],
    warnings: images.warnings,
    contentWarnings: [
      ...findings.warnings,
      ...educationWarnings(modules.timeline),
      ...devices.warnings,
      ...posts.warnings,
      ...importTodos(dir).map(todoMessage),
      ...factsWarnings,
    ],
    notes: untranslatedNotes(modules),
    modules,
  };
}

async function main() {
  const missing = contentDirProblem();
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
  const dir = path.resolve(contentDir());
  const { errors, warnings, contentWarnings, modules, ...report } = await checkContentFolder(
    dir,
    path.resolve('public'),
  );
  for (const note of report.notes ?? []) console.log(`note: ${note}`);
  for (const warning of [...contentWarnings, ...warnings]) console.warn(`warning: ${warning}`);
  if (errors.length) {
    console.error(
      `The content in ${path.relative(process.cwd(), dir)}/ needs attention (${errors.length}):`,
    );
    for (const error of errors) console.error(`  - ${error}`);
    process.exit(1);
  }
  if (modules) writeSkillSprite(modules.skillCategories);
  const notes = contentWarnings.length + warnings.length;
  console.log(
    `content: ${path.relative(process.cwd(), dir)}/ checked, no problems${notes ? ` (${notes} warning${notes === 1 ? '' : 's'} above)` : ''}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
