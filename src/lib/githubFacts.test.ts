// @vitest-environment node
/**
 * The build's side of `npm run sync-github`: the pages read the content folder's github.json
 * at build time only, and nothing the visitor's JavaScript loads for the facts reaches the
 * sync, the network or a token.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentDir } from '../../build-config';
import { FACTS_FILE, parseFactsFile } from '@/model/githubFacts';
import { pageStrings } from '@/i18n/dictionary';
import { fill, plural } from '@/i18n/fill';
import { defaultLang } from '@/test/content';
import { factsFile, factsLine } from './githubFacts';
import { formatCount } from './format';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the facts line (written at build time in the page’s language)', () => {
  const words = pageStrings(defaultLang);
  const facts = {
    stars: 1280,
    languages: ['TypeScript', 'Swift'],
    license: 'MIT',
    updated: { iso: '2026-03-02', text: 'a month in words' },
  };
  const heard = (count: number) =>
    fill(plural(words.github.stars, count), { count: formatCount(count, words.numbers) });

  it('shows ★ and the count, then the languages, licence and last push, apart by dots', () => {
    const { text } = factsLine(facts, words);
    expect(text.split(' · ').map((part) => part.replaceAll('\u00a0', ' '))).toEqual([
      `★ ${formatCount(facts.stars, words.numbers)}`,
      'TypeScript, Swift',
      'MIT',
      fill(words.github.updated, { date: facts.updated.text }),
    ]);
    // A fact never breaks inside itself: only the spaces around the dots wrap.
    expect(text.replace(/ · /g, '')).not.toContain(' ');
  });

  it('says the stars in words, the licence with its label, for screen readers', () => {
    expect(factsLine(facts, words).label).toBe(
      [
        heard(facts.stars),
        'TypeScript, Swift',
        `${words.github.license} MIT`,
        fill(words.github.updated, { date: facts.updated.text }),
      ].join(', '),
    );
  });

  it('says one star in the singular, and leaves out what the repository does not have', () => {
    const line = factsLine({ stars: 1, languages: [], archived: true }, words);
    expect(line.label).toBe(`${heard(1)}, ${words.github.archived}`);
    expect(line.text.split(' · ')).toHaveLength(2);
    expect(line.label).not.toContain(words.github.license);
  });
});

describe('the facts file at build time', () => {
  it('is the content folder’s github.json, read, or nothing when the folder has none', () => {
    const file = path.join(contentDir(), FACTS_FILE);
    expect(factsFile).toEqual(
      existsSync(file) ? parseFactsFile(readFileSync(file, 'utf8')).facts : undefined,
    );
  });
});

/**
 * The site's own modules `file` imports, as absolute paths: not those it imports types of
 * alone (`import type …`), which the bundle never loads.
 */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/(?:^|\n)\s*(?:import|export)\b([^;'"]*?)['"]([^'"]+)['"]/g)]
    .filter((m) => !/^\s*type\b/.test(m[1] ?? ''))
    .map((m) => m[2] ?? '')
    .filter((s) => s.startsWith('.') || s.startsWith('@/'));
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@/content/')
      ? path.join(contentDir(), specifier.slice('@/content/'.length))
      : specifier.startsWith('@/')
        ? path.join(ROOT, 'src', specifier.slice(2))
        : path.resolve(path.dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`].find(
      (candidate) => existsSync(candidate) && !candidate.endsWith('.css') && candidate !== base,
    );
    return found ? [found] : existsSync(base) && /\.tsx?$/.test(base) ? [base] : [];
  });
}

/** Every module of the site reachable from `entries`. */
function graphOf(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const next = [...entries];
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    next.push(...importsOf(file));
  }
  return seen;
}

describe('what a visitor’s browser loads for the facts', () => {
  // The components that show the facts; the pages' loaders, which read the file, run at build
  // time only and React Router leaves them out of the browser's code.
  const shown = graphOf(
    [
      'components/ProjectCard/ProjectCard.tsx',
      'components/ProjectDetails/ProjectDetails.tsx',
      'components/ProjectsOverview/ProjectsOverview.tsx',
    ].map((file) => path.join(ROOT, 'src', file)),
  );

  it('reaches neither the sync script nor the build-time reader of the file', () => {
    expect(shown.size).toBeGreaterThan(4);
    const relative = [...shown].map((file) => path.relative(ROOT, file));
    expect(relative.filter((file) => file.startsWith('scripts'))).toEqual([]);
    expect(relative).not.toContain(path.join('src', 'lib', 'githubFacts.ts'));
  });

  it('names no token, no environment and no GitHub API', () => {
    for (const file of shown) {
      const code = readFileSync(file, 'utf8');
      expect(code, file).not.toMatch(
        /GITHUB_TOKEN|process\.env|api\.github\.com|import\.meta\.glob/,
      );
    }
  });

  it('the build-time reader takes the file and nothing else: no token, no network', () => {
    const code = readFileSync(path.join(ROOT, 'src', 'lib', 'githubFacts.ts'), 'utf8');
    expect(code).not.toMatch(/GITHUB_TOKEN|process\.env|import\.meta\.env|fetch\(|scripts\//);
  });
});
