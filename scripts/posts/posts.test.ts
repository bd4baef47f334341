// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Post } from '../../src/model/post';
import type { Lang } from '../../src/model/types';
import {
  buildPosts,
  formatProblem,
  postSlugs,
  readPostFiles,
  RESERVED_SLUGS,
  type PostProblem,
} from './posts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A content folder of its own holding `files` (path from the folder → text). */
function contentFolder(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'posts-'));
  folders.push(root);
  mkdirSync(path.join(root, 'posts'), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return root;
}

/** A post file: its front matter's lines between the `---` lines, then its body. */
const postFile = (frontMatter: readonly string[], body = 'A few words of text.\n') =>
  ['---', ...frontMatter, '---', body].join('\n');

/** A complete front matter of the default language. */
const VALID = ['title: A post', 'date: 2026-03-14', 'summary: What the post is about.'];

/** The 1-based line of `text` holding `needle` (there must be one). */
function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`no line holds ${needle}`);
  return index + 1;
}

const words = (lang: Lang) => ({
  footnotes: `Notes (${lang})`,
  backToReference: `Back to ${lang} reference {n}`,
  code: `Code (${lang})`,
  codeIn: `{language} code (${lang})`,
});

function build(
  root: string,
  languages: readonly Lang[] = ['en'],
  options: { drafts?: boolean; projectIds?: readonly string[] } = {},
) {
  return buildPosts(root, languages, { drafts: false, words, ...options });
}

/** The posts of a language. */
function postsIn(built: ReturnType<typeof build>, lang: Lang): Post[] {
  const posts = built.byLang.get(lang);
  if (!posts) throw new Error(`no posts list for ${lang}`);
  return posts;
}

function postIn(built: ReturnType<typeof build>, lang: Lang, slug: string): Post {
  const post = postsIn(built, lang).find((p) => p.slug === slug);
  if (!post) throw new Error(`no post ${slug} in ${lang}`);
  return post;
}

/** The one problem of a file (fails when there is none or more than one). */
function problemOf(problems: readonly PostProblem[], where: string): PostProblem {
  const found = problems.filter((p) => p.where === where);
  expect(found, JSON.stringify(problems, null, 2)).toHaveLength(1);
  return found[0] as PostProblem;
}

describe('reading posts', () => {
  it('reads a valid post with its fields, and finds nothing to fix', () => {
    const text = postFile(
      [
        'title: Building offline maps',
        'date: 2026-03-14',
        'updated: "2026-04-02"',
        'summary: How the tiles get onto the phone.',
        'tags: [kotlin, android, kotlin, " android "]',
        'projectId: maps',
        'cover: { src: ../images/covers/maps.png, alt: A map of the coast }',
      ],
      '\nThe body of the post.\n',
    );
    const root = contentFolder({ 'posts/offline-maps.md': text, 'images/covers/maps.png': '' });
    const built = build(root, ['en'], { projectIds: ['maps', 'notes'] });
    expect(built.problems).toEqual([]);
    expect(postsIn(built, 'en')).toHaveLength(1);
    const post = postIn(built, 'en', 'offline-maps');
    expect(post).toMatchObject({
      slug: 'offline-maps',
      lang: 'en',
      where: 'posts/offline-maps.md',
      title: 'Building offline maps',
      date: '2026-03-14',
      updated: '2026-04-02',
      summary: 'How the tiles get onto the phone.',
      tags: ['kotlin', 'android'],
      projectId: 'maps',
      cover: { src: 'covers/maps.png', alt: 'A map of the coast' },
      draft: false,
    });
    expect(post.shownIn).toBeUndefined();
    expect(post.html).toContain('The body of the post.');
    expect(post.html).not.toContain('title:');

    const { files } = readPostFiles(root, ['en']);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ slug: 'offline-maps', lang: 'en' });
    // The body's first line is the line after the closing '---'.
    expect(files[0]?.bodyLine).toBe(text.split('\n').lastIndexOf('---') + 2);
    expect(files[0]?.body).toBe('\nThe body of the post.\n');
  });

  it('reads an unquoted and a quoted date as the same day', () => {
    const root = contentFolder({
      'posts/plain.md': postFile(['title: Plain', 'date: 2026-03-14', 'summary: S.']),
      'posts/double.md': postFile(['title: Double', 'date: "2026-03-14"', 'summary: S.']),
      'posts/single.md': postFile(['title: Single', "date: '2026-03-14'", 'summary: S.']),
    });
    const built = build(root);
    expect(built.problems).toEqual([]);
    for (const slug of ['plain', 'double', 'single'])
      expect(postIn(built, 'en', slug).date).toBe('2026-03-14');
  });

  it('takes a cover written from the post (../images/x.png) or from images/ (x.png)', () => {
    const root = contentFolder({
      'posts/from-post.md': postFile([...VALID, 'cover: { src: ../images/x.png, alt: A boat }']),
      'posts/from-images.md': postFile([...VALID, 'cover: { src: x.png, alt: A boat }']),
      'images/x.png': '',
    });
    const built = build(root);
    expect(built.problems).toEqual([]);
    expect(postIn(built, 'en', 'from-post').cover).toEqual({ src: 'x.png', alt: 'A boat' });
    expect(postIn(built, 'en', 'from-images').cover).toEqual({ src: 'x.png', alt: 'A boat' });
  });

  it('gives a post without tags an empty list', () => {
    const root = contentFolder({ 'posts/a.md': postFile(VALID) });
    expect(postIn(build(root), 'en', 'a').tags).toEqual([]);
  });
});

describe('problems of the front matter', () => {
  const cases: {
    name: string;
    frontMatter: string[];
    /** The line's text the problem is on, or 1 when the field is missing. */
    at: string | 1;
    hint: RegExp;
  }[] = [
    {
      name: 'a missing title',
      frontMatter: ['date: 2026-03-14', 'summary: S.'],
      at: 1,
      hint: /no title.*Add a line `title: .+`/,
    },
    {
      name: 'a missing date',
      frontMatter: ['title: T', 'summary: S.'],
      at: 1,
      hint: /no date.*Add .*`date: \d{4}-\d{2}-\d{2}`/,
    },
    {
      name: 'a missing summary',
      frontMatter: ['title: T', 'date: 2026-03-14'],
      at: 1,
      hint: /no summary.*Add a line `summary: .+`/,
    },
    {
      name: 'a day that does not exist',
      frontMatter: ['title: T', 'summary: S.', 'date: 2026-02-30'],
      at: 'date: 2026-02-30',
      hint: /date must be a day written YYYY-MM-DD.*`date: \d{4}-\d{2}-\d{2}`/,
    },
    {
      name: 'a date in words',
      frontMatter: ['title: T', 'summary: S.', 'date: March 3'],
      at: 'date: March 3',
      hint: /date must be a day written YYYY-MM-DD/,
    },
    {
      name: 'a bad updated date',
      frontMatter: [...VALID, 'updated: 2026-13-01'],
      at: 'updated:',
      hint: /updated must be a day written YYYY-MM-DD/,
    },
    {
      name: 'an unknown field',
      frontMatter: [...VALID, 'author: Me'],
      at: 'author:',
      hint: /unknown field 'author'.*fields are: .*title.*summary/,
    },
    {
      name: 'tags that are not a list',
      frontMatter: [...VALID, 'tags: android'],
      at: 'tags:',
      hint: /tags must be a list.*`tags: \[.+\]`/,
    },
    {
      name: 'a cover without alt text',
      frontMatter: [...VALID, 'cover: { src: x.png }'],
      at: 'cover:',
      hint: /cover x\.png has no alt text.*Add `alt: /,
    },
    {
      name: 'a cover that names no picture',
      frontMatter: [...VALID, 'cover: x.png'],
      at: 'cover:',
      hint: /cover must name a picture.*alt/,
    },
    {
      name: 'a draft that is not true or false',
      frontMatter: [...VALID, 'draft: maybe'],
      at: 'draft:',
      hint: /draft must be `true` or `false`/,
    },
  ];

  it.each(cases)('names the file and line of $name, and says what to do', (c) => {
    const text = postFile(c.frontMatter);
    const root = contentFolder({ 'posts/a.md': text, 'images/x.png': '' });
    const problem = problemOf(build(root).problems, 'posts/a.md');
    expect(problem.line).toBe(c.at === 1 ? 1 : lineOf(text, c.at));
    expect(problem.message).toMatch(c.hint);
  });

  it('leaves a post with a missing field out of the site', () => {
    const root = contentFolder({ 'posts/a.md': postFile(['title: T', 'summary: S.']) });
    expect(postsIn(build(root), 'en')).toEqual([]);
  });

  it('names invalid YAML with a hint about quotes', () => {
    const text = postFile(['date: 2026-03-14', 'title: My post: the sequel', 'summary: S.']);
    const root = contentFolder({ 'posts/a.md': text });
    const built = build(root);
    const problems = built.problems.filter((p) => p.where === 'posts/a.md');
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem.message).toMatch(/not valid YAML.*quotes/);
    // At the line that needs the quotes.
    expect(problems[0]?.line).toBe(lineOf(text, 'title: My post'));
    expect(postsIn(built, 'en')).toEqual([]);
  });

  it('names a file without front matter', () => {
    const root = contentFolder({ 'posts/a.md': '## Just Markdown\n\nNo front matter.\n' });
    const built = build(root);
    const problem = problemOf(built.problems, 'posts/a.md');
    expect(problem.line).toBe(1);
    expect(problem.message).toMatch(/without front matter.*'---'.*title, date and summary/);
    expect(postsIn(built, 'en')).toEqual([]);
  });
});

describe('problems of the file names', () => {
  it('names a file name that is not a slug and says to rename it', () => {
    const root = contentFolder({ 'posts/My Post.md': postFile(VALID) });
    const built = build(root);
    const problem = problemOf(built.problems, 'posts/My Post.md');
    expect(problem.line).toBe(1);
    expect(problem.message).toMatch(/lowercase letters, digits and single hyphens/);
    expect(problem.message).toMatch(/Rename the file/);
    expect(postsIn(built, 'en')).toEqual([]);
  });

  it('names a .xx.md language the site does not have', () => {
    const root = contentFolder({
      'posts/a.md': postFile(VALID),
      'posts/a.tr.md': postFile(['title: Bir yazı']),
      'posts/a.de.md': postFile(['title: Ein Beitrag']),
    });
    const built = build(root, ['en']);
    for (const where of ['posts/a.tr.md', 'posts/a.de.md']) {
      const problem = problemOf(built.problems, where);
      expect(problem.line).toBe(1);
      expect(problem.message).toMatch(/names no language of the site \(en, in site\.ts\)/);
      expect(problem.message).toMatch(/add the language to site\.ts/);
    }
    expect(postsIn(built, 'en').map((p) => p.where)).toEqual(['posts/a.md']);
  });

  it('names a post written twice in the same language', () => {
    const root = contentFolder({
      'posts/a.md': postFile(['title: One', 'date: 2026-03-14', 'summary: S.']),
      'posts/a.en.md': postFile(['title: Two', 'date: 2026-03-14', 'summary: S.']),
    });
    const built = build(root, ['en', 'tr']);
    expect(built.problems).toHaveLength(1);
    const [problem] = built.problems;
    const files = ['posts/a.md', 'posts/a.en.md'];
    expect(files).toContain(problem?.where);
    const other = files.find((f) => f !== problem?.where) ?? '';
    expect(problem?.message).toContain(other);
    expect(problem?.message).toMatch(/Keep one of the two files/);
    expect(postsIn(built, 'en')).toHaveLength(1);
  });
});

describe('problems of reserved names and translations', () => {
  it('rejects a post whose address is another page’s (posts/index.md), saying to rename it', () => {
    for (const slug of RESERVED_SLUGS) {
      const root = contentFolder({
        [`posts/${slug}.md`]: postFile(VALID),
        [`posts/${slug}.tr.md`]: postFile(['title: Bir yazı', 'summary: Özet.']),
      });
      const built = build(root, ['en', 'tr']);
      expect(formatProblem(problemOf(built.problems, `posts/${slug}.md`))).toBe(
        `posts/${slug}.md:1: the file name '${slug}' is the post's address (/writing/${slug}), which is the Writing page's own: reloaded, the post's page would show the list of posts. Rename the file, e.g. 'my-first-post.md'.`,
      );
      expect(problemOf(built.problems, `posts/${slug}.tr.md`).message).toMatch(
        /Rename the file, e\.g\. 'my-first-post\.md' \(and its translations alike, e\.g\. 'my-first-post\.tr\.md'\)\.$/,
      );
      expect(postsIn(built, 'en')).toEqual([]);
      expect(postSlugs(root, ['en', 'tr'], true).get('en')).toEqual([]);
    }
  });

  it('names a translation without its own title or summary', () => {
    const root = contentFolder({
      'posts/a.md': postFile(VALID),
      'posts/a.tr.md': postFile(['summary: Türkçe özet.']),
      'posts/b.md': postFile(VALID),
      'posts/b.tr.md': postFile(['tags: [karte]']),
    });
    const built = build(root, ['en', 'tr']);
    expect(formatProblem(problemOf(built.problems, 'posts/a.tr.md'))).toBe(
      'posts/a.tr.md:1: no title: a translation needs its own, or its Turkish page shows the English one. Add a line `title: …` in Turkish.',
    );
    expect(problemOf(built.problems, 'posts/b.tr.md').message).toMatch(
      /^no title and no summary: .* Add a line `title: …` and a line `summary: …` in Turkish\.$/,
    );
    expect(built.problems.filter((p) => p.where === 'posts/a.md')).toEqual([]);
  });
});

describe('problems of what a post refers to', () => {
  it('names an unknown projectId with the ids there are', () => {
    const root = contentFolder({ 'posts/a.md': postFile([...VALID, 'projectId: mpas']) });
    const problem = problemOf(
      build(root, ['en'], { projectIds: ['maps', 'notes'] }).problems,
      'posts/a.md',
    );
    expect(problem.message).toMatch(/projectId 'mpas'/);
    expect(problem.line).toBe(lineOf(postFile([...VALID, 'projectId: mpas']), 'projectId:'));
    expect(problem.message).toMatch(/its ids: maps, notes/);
    expect(problem.message).toMatch(/Use one of them, or remove the line/);
  });

  it('names a cover whose file is missing', () => {
    const root = contentFolder({
      'posts/a.md': postFile([...VALID, 'cover: { src: ../images/covers/gone.png, alt: A boat }']),
    });
    const problem = problemOf(build(root).problems, 'posts/a.md');
    expect(problem.line).toBe(
      lineOf(
        postFile([...VALID, 'cover: { src: ../images/covers/gone.png, alt: A boat }']),
        'cover:',
      ),
    );
    expect(problem.message).toMatch(/images\/covers\/gone\.png is not in the content folder/);
    expect(problem.message).toMatch(/Put the picture there or correct its path/);
  });

  const body = (lines: string[]) =>
    postFile([...VALID, 'tags: [a, b]'], ['', ...lines, ''].join('\n'));

  const bodyCases: { name: string; lines: string[]; at: string; hint: RegExp }[] = [
    {
      name: 'a picture without alt text',
      lines: ['Some text.', '', '![](../images/posts/x.png)'],
      at: '![](',
      hint: /posts\/x\.png has no alt text.*!\[What the picture shows\]\(posts\/x\.png\)/,
    },
    {
      name: 'a picture whose file is missing',
      lines: ['Some text.', '', '![A chart](../images/posts/gone.png)'],
      at: 'gone.png',
      hint: /images\/posts\/gone\.png is not in the content folder.*correct the path/,
    },
    {
      name: 'a picture inside a paragraph',
      lines: ['Some text.', '', 'See ![A chart](../images/posts/x.png) here.'],
      at: 'See ![',
      hint: /inside a paragraph.*line of its own/,
    },
    {
      name: "a '#' heading",
      lines: ['Some text.', '', '# A second title', '', 'More text.'],
      at: '# A second title',
      hint: /'#' heading.*Start sections with '##'/,
    },
  ];

  it.each(bodyCases)('names the file and line of $name in the body', (c) => {
    const text = body(c.lines);
    const root = contentFolder({ 'posts/a.md': text, 'images/posts/x.png': '' });
    // In two languages the body is rendered twice; its problem is named once.
    const problem = problemOf(build(root, ['en', 'tr']).problems, 'posts/a.md');
    expect(problem.line).toBe(lineOf(text, c.at));
    expect(problem.message).toMatch(c.hint);
  });
});

describe('languages', () => {
  const files = {
    'posts/a.md': postFile([
      'title: English title',
      'date: 2026-03-14',
      'summary: English summary.',
      'tags: [maps, kotlin]',
      'projectId: maps',
    ]),
    'posts/a.tr.md': postFile(['title: Türkçe başlık', 'summary: Türkçe özet.']),
    'posts/b.md': postFile(
      ['title: Newer', 'date: 2026-05-01', 'summary: S.'],
      'A note.[^1]\n\n[^1]: The note.\n',
    ),
    'posts/c.tr.md': postFile(['title: Sadece Türkçe', 'date: 2026-01-02', 'summary: Özet.']),
  };

  it('gives a translation its own title, and the rest from the default language', () => {
    const built = build(contentFolder(files), ['en', 'tr'], { projectIds: ['maps'] });
    expect(built.problems).toEqual([]);
    const tr = postIn(built, 'tr', 'a');
    expect(tr).toMatchObject({
      lang: 'tr',
      where: 'posts/a.tr.md',
      title: 'Türkçe başlık',
      summary: 'Türkçe özet.',
      date: '2026-03-14',
      tags: ['maps', 'kotlin'],
      projectId: 'maps',
    });
    expect(tr.shownIn).toBeUndefined();
    expect(postIn(built, 'en', 'a')).toMatchObject({ title: 'English title', where: 'posts/a.md' });
  });

  it('shows an untranslated post in the default language, marked', () => {
    const built = build(contentFolder(files), ['en', 'tr']);
    const tr = postIn(built, 'tr', 'b');
    expect(tr).toMatchObject({ lang: 'tr', shownIn: 'en', where: 'posts/b.md', title: 'Newer' });
    // The page's language words: the footnotes' heading and back links.
    expect(tr.html).toContain('Notes (tr)');
    expect(tr.html).toContain('Back to tr reference 1');
    expect(postIn(built, 'en', 'b').html).toContain('Notes (en)');
    expect(postIn(built, 'en', 'b').shownIn).toBeUndefined();
  });

  it('shows a post written only in a translation only in that language', () => {
    const built = build(contentFolder(files), ['en', 'tr']);
    expect(postsIn(built, 'en').map((p) => p.slug)).not.toContain('c');
    expect(postIn(built, 'tr', 'c')).toMatchObject({
      title: 'Sadece Türkçe',
      date: '2026-01-02',
      where: 'posts/c.tr.md',
    });
  });

  it('names what a post written only in a translation lacks', () => {
    const root = contentFolder({ 'posts/c.tr.md': postFile(['title: Sadece Türkçe']) });
    const built = build(root, ['en', 'tr']);
    const problem = problemOf(built.problems, 'posts/c.tr.md');
    expect(problem.message).toMatch(/date/);
    expect(problem.message).toMatch(/summary/);
    expect(problem.message).toMatch(/own front matter/);
    expect(postsIn(built, 'tr')).toEqual([]);
  });

  it('lists the posts of each language newest first', () => {
    const built = build(contentFolder(files), ['en', 'tr']);
    expect(postsIn(built, 'en').map((p) => p.slug)).toEqual(['b', 'a']);
    expect(postsIn(built, 'tr').map((p) => p.slug)).toEqual(['b', 'a', 'c']);
    for (const lang of ['en', 'tr'] as const) {
      const dates = postsIn(built, lang).map((p) => p.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });
});

describe('drafts', () => {
  const files = {
    'posts/a.md': postFile([...VALID, 'draft: true']),
    'posts/b.md': postFile(VALID),
  };

  it('leaves drafts out unless asked for them', () => {
    const root = contentFolder(files);
    expect(postsIn(build(root, ['en'], { drafts: false }), 'en').map((p) => p.slug)).toEqual(['b']);
    const withDrafts = build(root, ['en'], { drafts: true });
    expect(withDrafts.problems).toEqual([]);
    expect(postIn(withDrafts, 'en', 'a').draft).toBe(true);
    expect(postIn(withDrafts, 'en', 'b').draft).toBe(false);
  });

  it('leaves drafts out of the pages to prerender unless asked for them', () => {
    const root = contentFolder(files);
    const published = postSlugs(root, ['en', 'tr'], false);
    expect(published.get('en')).toEqual(['b']);
    expect(published.get('tr')).toEqual(['b']);
    const all = postSlugs(root, ['en', 'tr'], true);
    expect([...(all.get('en') ?? [])].sort()).toEqual(['a', 'b']);
    expect([...(all.get('tr') ?? [])].sort()).toEqual(['a', 'b']);
  });
});

describe('formatProblem', () => {
  it('writes where:line: message', () => {
    expect(formatProblem({ where: 'posts/a.md', line: 7, message: 'do this.' })).toBe(
      'posts/a.md:7: do this.',
    );
  });

  it('points an editor at the line of a real problem', () => {
    const text = postFile([...VALID, 'autor: Me']);
    const root = contentFolder({ 'posts/a.md': text });
    const [problem] = build(root).problems;
    expect(problem && formatProblem(problem)).toMatch(
      new RegExp(`^posts/a\\.md:${lineOf(text, 'autor:')}: unknown field 'autor'`),
    );
  });
});
