// @vitest-environment node
import { escapeRegExp } from '../../test-support/escapeRegExp';
import { IMAGE_MARKER, renderMarkdown } from './markdown';

const WORDS = {
  footnotes: 'Further notes',
  backToReference: 'Back to reference {n}',
  code: 'Code',
  codeIn: 'Code ({language})',
};
const render = (markdown: string) => renderMarkdown(markdown, WORDS);

/** The text a browser shows for `html`'s character references. */
function decoded(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** The opening tag of the one link to `href`. */
function linkTo(html: string, href: string): string {
  const tags = html.match(new RegExp(`<a [^>]*href="${escapeRegExp(href)}"[^>]*>`, 'g')) ?? [];
  expect(tags, html).toHaveLength(1);
  return tags[0] ?? '';
}

describe('renderMarkdown', () => {
  const sections = [
    'Intro text.',
    '',
    '## First section',
    '',
    'Text.[^1]',
    '',
    '### A detail',
    '',
    '#### Too deep for the contents',
    '',
    '## Second section',
    '',
    '[^1]: A note.',
    '',
  ].join('\n');

  it('gives headings ids and wraps them in a link to themselves', () => {
    const { html } = render(sections);
    expect(html).toMatch(
      /<h2 id="first-section"><a [^>]*href="#first-section"[^>]*>First section<\/a><\/h2>/,
    );
    expect(html).toMatch(/<h3 id="a-detail"><a [^>]*href="#a-detail"[^>]*>A detail<\/a><\/h3>/);
    for (const id of ['first-section', 'a-detail', 'second-section'])
      expect(linkTo(html, `#${id}`)).toContain('class="heading-link"');
    expect(html.match(/class="heading-link"/g)).toHaveLength(4);
  });

  it('lists the ## and ### headings for the contents, not the footnotes heading', () => {
    const { toc, html } = render(sections);
    expect(html).toContain(WORDS.footnotes);
    expect(toc).toEqual([
      { id: 'first-section', text: 'First section', depth: 2 },
      { id: 'a-detail', text: 'A detail', depth: 3 },
      { id: 'second-section', text: 'Second section', depth: 2 },
    ]);
  });

  it("keeps the footnotes heading's id its own when the author writes a heading of that name", () => {
    const { html, toc } = render(
      ['## Footnote label', '', 'Text.[^1]', '', '## Footnote label', '', '[^1]: A note.'].join(
        '\n',
      ),
    );
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size, html).toBe(ids.length);
    expect(toc.map((t) => t.id)).toEqual(['footnote-label-2', 'footnote-label-1']);
    for (const { id } of toc) expect(linkTo(html, `#${id}`)).toContain('class="heading-link"');
    // The references still point to the footnotes' heading.
    expect(html).toMatch(/<h2 [^>]*id="footnote-label"[^>]*>Further notes<\/h2>/);
    expect(html).toContain('aria-describedby="footnote-label"');
  });

  it('gives repeated headings their own ids', () => {
    const { toc } = render('## Setup\n\nA.\n\n## Setup\n');
    expect(toc.map((t) => t.id)).toEqual(['setup', 'setup-1']);
  });

  it('highlights code into classes, with no inline style anywhere', () => {
    const { html } = render(
      [
        '```ts',
        'const answer: number = 42;',
        '```',
        '',
        '| Left | Right |',
        '|:-----|------:|',
        '| a    | 1     |',
        '',
        'Some `inline` code.',
        '',
      ].join('\n'),
    );
    expect(html).toMatch(/<code class="hljs language-ts">/);
    expect(html).toMatch(/<span class="hljs-keyword">const<\/span>/);
    expect(html).not.toMatch(/\sstyle=/i);
  });

  it('puts a code block in a scrolling region keyboard users can scroll, named with its language', () => {
    const { html } = render('```sh\necho hi\n```\n\n```\nno language\n```\n');
    const pres = html.match(/<pre[^>]*>/g) ?? [];
    expect(pres).toHaveLength(2);
    for (const pre of pres) {
      expect(pre).toContain('tabindex="0"');
      expect(pre).toContain('role="region"');
    }
    expect(pres[0]).toContain('aria-label="Code (sh)"');
    expect(pres[1]).toContain('aria-label="Code"');
  });

  it('gives each region a name of its own: a second block of the same language is numbered', () => {
    const table = '| Name | Value |\n|---|---|\n| a | 1 |\n';
    const { html } = render(
      `\`\`\`java\na();\n\`\`\`\n\n\`\`\`ts\nb();\n\`\`\`\n\n\`\`\`java\nc();\n\`\`\`\n\n${table}\n${table}`,
    );
    const names = [
      ...html.matchAll(
        /role="region"[^>]*aria-label="([^"]*)"|aria-label="([^"]*)"[^>]*role="region"/g,
      ),
    ].map((m) => m[1] ?? m[2]);
    expect(names).toHaveLength(5);
    expect(new Set(names).size).toBe(5);
    expect(names.slice(0, 3)).toEqual(['Code (java)', 'Code (ts)', 'Code (java) 2']);
    expect(names[4]).toBe(`${names[3]} 2`);
  });

  it('puts a table in a scrolling region named by its header', () => {
    const { html } = render('Before.\n\n| Name | Value |\n|---|---|\n| a | 1 |\n\nAfter.\n');
    const box = /<div ([^>]*)><table>[\s\S]*<\/table><\/div>/.exec(html);
    expect(box, html).not.toBeNull();
    const attributes = box?.[1] ?? '';
    expect(attributes).toContain('role="region"');
    expect(attributes).toContain('tabindex="0"');
    expect(attributes).toMatch(/aria-label="[^"]*Name[^"]*Value[^"]*"/);
  });

  it('writes footnotes with the words it is given', () => {
    const { html } = render('One.[^a] Two.[^a]\n\n[^a]: The note.\n');
    expect(html).toMatch(/<h2[^>]*>Further notes<\/h2>/);
    expect(html).toContain('aria-label="Back to reference 1"');
    expect(html).toContain('aria-label="Back to reference 1-2"');
    expect(html).toContain('The note.');
    const other = renderMarkdown('One.[^a]\n\n[^a]: The note.\n', {
      footnotes: 'Dipnotlar',
      backToReference: '{n}. göndermeye dön',
      code: 'Kod',
      codeIn: 'Kod ({language})',
    }).html;
    expect(other).toMatch(/<h2[^>]*>Dipnotlar<\/h2>/);
    expect(other).toContain('aria-label="1. göndermeye dön"');
    expect(other).not.toContain('Further notes');
  });

  it('opens outbound links in a new tab, and no other link', () => {
    const { html } = render(
      [
        '[a](https://example.com/a)',
        '[b](http://example.org/b)',
        '[c](/about)',
        '[d](#first)',
        '[e](../other-post)',
        '[f](mailto:me@example.com)',
        '<https://example.net/auto>',
      ].join(' '),
    );
    for (const href of [
      'https://example.com/a',
      'http://example.org/b',
      'https://example.net/auto',
    ]) {
      const tag = linkTo(html, href);
      expect(tag).toContain('target="_blank"');
      expect(tag).toContain('rel="noopener noreferrer"');
    }
    for (const href of ['/about', '#first', '../other-post', 'mailto:me@example.com']) {
      const tag = linkTo(html, href);
      expect(tag).not.toContain('target=');
      expect(tag).not.toContain('rel=');
    }
  });

  it('shows HTML written in the Markdown as text, never as markup', () => {
    const script = '<script>alert(1)</script>';
    const img = '<img src=x onerror="alert(1)">';
    const div = '<div onclick="steal()">hi</div>';
    const { html } = render(
      [script, '', `Text ${img} more.`, '', div, '', '## A `List<int>` and <b>bold</b>', ''].join(
        '\n',
      ),
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<div/i);
    expect(html).not.toMatch(/<b>/i);
    const text = decoded(html);
    expect(text).toContain(script);
    expect(text).toContain(img);
    expect(text).toContain(div);
    expect(text).toContain('List<int>');
  });

  it('turns a picture on its own line into a marker and an entry', () => {
    const markdown = [
      '## Pictures',
      '',
      'Before.',
      '',
      '![Speed over a week](../images/posts/speed.png "Measured on a Pixel 7")',
      '',
      'Between.',
      '',
      '![The app](images/posts/app%20screen.png)',
      '',
      '![A map](posts/map.png)',
      '',
    ].join('\n');
    const { html, images, problems } = render(markdown);
    expect(problems).toEqual([]);
    expect(images).toEqual([
      {
        src: 'posts/speed.png',
        alt: 'Speed over a week',
        caption: 'Measured on a Pixel 7',
        line: 5,
      },
      { src: 'posts/app screen.png', alt: 'The app', line: 9 },
      { src: 'posts/map.png', alt: 'A map', line: 11 },
    ]);
    expect(html).not.toMatch(/<img/i);
    const markers = [0, 1, 2].map((n) => html.indexOf(IMAGE_MARKER(n)));
    expect(markers.every((at) => at >= 0)).toBe(true);
    expect(markers).toEqual([...markers].sort((a, b) => a - b));
    expect(html.indexOf('Before.')).toBeLessThan(markers[0] ?? -1);
    expect(html.indexOf('Between.')).toBeLessThan(markers[1] ?? -1);
    expect(html.indexOf('Between.')).toBeGreaterThan(markers[0] ?? Infinity);
  });

  it('names a picture inside a paragraph and a # heading, with their lines', () => {
    const { problems, images } = render(
      ['Intro.', '', 'See ![A chart](posts/x.png) here.', '', '# Title again', ''].join('\n'),
    );
    expect(images).toEqual([]);
    expect(problems).toHaveLength(2);
    expect(problems).toContainEqual({ line: 3, message: expect.stringMatching(/line of its own/) });
    expect(problems).toContainEqual({ line: 5, message: expect.stringMatching(/'##'/) });
  });

  it('keeps a marker an author typed as text, and names a picture with % in its file name', () => {
    const typed = render(`Text ${IMAGE_MARKER(0)} more.`);
    expect(typed.html).not.toContain(IMAGE_MARKER(0));
    expect(decoded(typed.html)).toContain(IMAGE_MARKER(0));
    const odd = render('![Growth](../images/posts/50%.png)');
    expect(odd.images).toEqual([expect.objectContaining({ src: 'posts/50%.png', alt: 'Growth' })]);
  });

  it('turns a javascript: or data: link into its text', () => {
    const { html } = render(
      '[click](javascript:alert(1)) and [data](data:text/html,hi) and [ok](/about)',
    );
    expect(html).not.toMatch(/javascript:|data:text/);
    expect(html).toContain('click');
    expect(linkTo(html, '/about')).not.toContain('target');
  });

  it('counts the words a reader reads', () => {
    const three = render('One two three.').words;
    const five = render('One two three, four five.').words;
    expect(three).toBe(3);
    expect(five).toBe(5);
    // Markup alone is no word; code is read too.
    expect(render('## One\n\n- two\n- three\n\n---\n').words).toBe(3);
    expect(render('One.\n\n```ts\nconst a = 1;\n```\n').words).toBeGreaterThan(1);
    expect(render('').words).toBe(0);
  });
});
