/**
 * A post's Markdown as HTML, made at build time (unified: remark + GitHub's extensions, rehype):
 * headings with ids and self-links, code highlighted into classes (the page's CSS colours them
 * for both schemes, so the strict CSP needs no inline style), tables in a scrolling box,
 * footnotes, outbound links like every other outbound link of the site. HTML written in the
 * Markdown shows as text, never as markup. Pictures stand on their own line; each leaves a marker
 * (`<!--post-image:N-->`) where the page puts it through the image pipeline.
 */
import { randomUUID } from 'node:crypto';
import type { Element, Root as HastRoot } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import type { Image, Paragraph, Root as MdastRoot } from 'mdast';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeHighlight from 'rehype-highlight';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit, SKIP } from 'unist-util-visit';
import type { BodyImage, RenderedBody, TocEntry } from '../../src/model/post.ts';

/** Words the rendered Markdown needs in the page's language. */
export interface BodyWords {
  footnotes: string;
  /** `{n}`: the footnote's number. */
  backToReference: string;
  /** A code block's name, as a region that scrolls sideways. */
  code: string;
  /** `{language}`: the code's language as the author wrote it after the fence (`ts`). */
  codeIn: string;
}

export interface BodyProblem {
  line: number;
  message: string;
}

/**
 * What stands for picture N in the finished HTML. In the Markdown tree a marker also carries
 * this run's token, so a marker an author typed shows as text like any other HTML.
 */
export const IMAGE_MARKER = (n: number) => `<!--post-image:${n}-->`;
const TOKEN = randomUUID();

/** Where a picture's path points, from the post or from `images/`: `posts/x.png`. */
function imagePath(url: string): string {
  let path = url;
  try {
    path = decodeURI(url);
  } catch {
    // A lone '%' is part of the file's name.
  }
  return path.replace(/^(?:\.\.\/)?images\//, '');
}

/** Addresses a post may link: the web, e-mail, and places on the site or in the post. */
function isSafeHref(href: string): boolean {
  return /^(https?:|mailto:|\/|#|\.)/i.test(href) || !/^[a-z][a-z0-9+.-]*:/i.test(href);
}

/** Every link out of the site opens in a new tab, as the site's other outbound links do. */
function isOutbound(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

export function renderMarkdown(
  markdown: string,
  words: BodyWords,
): RenderedBody & { problems: BodyProblem[] } {
  const images: BodyImage[] = [];
  const problems: BodyProblem[] = [];
  const toc: TocEntry[] = [];

  // Pictures on a line of their own become markers; others are a problem.
  const pictures = () => (tree: MdastRoot) => {
    visit(tree, 'paragraph', (node: Paragraph, index, parent) => {
      const meaningful = node.children.filter((c) => !(c.type === 'text' && !c.value.trim()));
      const only = meaningful.length === 1 ? meaningful[0] : undefined;
      if (only?.type === 'image' && parent && index !== undefined) {
        const n = images.length;
        images.push({
          src: imagePath(only.url),
          alt: only.alt ?? '',
          ...(only.title ? { caption: only.title } : {}),
          line: only.position?.start.line ?? 1,
        });
        parent.children.splice(index, 1, { type: 'html', value: `${TOKEN}:${n}` });
        return SKIP;
      }
      return undefined;
    });
    visit(tree, 'image', (node: Image) => {
      problems.push({
        line: node.position?.start.line ?? 1,
        message: `the picture ${node.url} stands inside a paragraph. Put it on a line of its own, with an empty line before and after.`,
      });
    });
    visit(tree, 'heading', (node) => {
      if (node.depth === 1)
        problems.push({
          line: node.position?.start.line ?? 1,
          message:
            "a '#' heading: the post's title is its page's only top heading. Start sections with '##'.",
        });
    });
  };

  // Markers pass through as comments; any other HTML in the Markdown shows as the text it is
  // (`List<int>` in a heading stays readable), never as markup.
  const keepMarkersOnly = () => (tree: HastRoot) => {
    visit(tree, 'raw', (node, index, parent) => {
      if (!parent || index === undefined) return undefined;
      const marker = node.value.startsWith(`${TOKEN}:`) ? node.value.slice(TOKEN.length + 1) : '';
      parent.children.splice(
        index,
        1,
        /^\d+$/.test(marker)
          ? { type: 'comment', value: `post-image:${marker}` }
          : { type: 'text', value: node.value },
      );
      return SKIP;
    });
  };

  /**
   * The footnotes' heading always has the id `footnote-label` (the footnote references point to
   * it), and rehype-slug gives the same id to a heading of the author's called "Footnote label".
   * The author's heading gets the next free id instead, so that both can be linked to.
   */
  const footnoteLabelOnce = () => (tree: HastRoot) => {
    const ids = new Set<string>();
    visit(tree, 'element', (node: Element) => {
      if (typeof node.properties.id === 'string') ids.add(node.properties.id);
    });
    visit(tree, 'element', (node: Element) => {
      if (node.properties.id !== FOOTNOTE_LABEL || isFootnotesTitle(node)) return;
      let n = 1;
      while (ids.has(`${FOOTNOTE_LABEL}-${n}`)) n += 1;
      node.properties.id = `${FOOTNOTE_LABEL}-${n}`;
      ids.add(node.properties.id);
    });
  };

  const finish = () => (tree: HastRoot) => {
    // Each region's name is its own on the page (a second "Code (java)" is "Code (java) 2"), so
    // a screen reader's list of landmarks tells them apart.
    const named = new Map<string, number>();
    const regionName = (name: string) => {
      const n = (named.get(name) ?? 0) + 1;
      named.set(name, n);
      return n === 1 ? name : `${name} ${n}`;
    };
    visit(tree, 'element', (node: Element, index, parent) => {
      if (
        (node.tagName === 'h2' || node.tagName === 'h3') &&
        typeof node.properties.id === 'string' &&
        !isFootnotesTitle(node)
      )
        toc.push({
          id: node.properties.id,
          text: hastText(node),
          depth: node.tagName === 'h2' ? 2 : 3,
        });
      // A code block wider than the column scrolls in a region of its own, named for screen
      // readers; keyboard users can scroll it too.
      if (node.tagName === 'pre') {
        const language = codeLanguage(node);
        node.properties.tabIndex = 0;
        node.properties.role = 'region';
        node.properties.ariaLabel = regionName(
          language ? words.codeIn.replace('{language}', language) : words.code,
        );
      }
      if (node.tagName === 'a' && typeof node.properties.href === 'string') {
        // A `javascript:` or `data:` link is only its text, as in the rest of the content.
        if (!isSafeHref(node.properties.href)) delete node.properties.href;
        else if (isOutbound(node.properties.href)) {
          node.properties.target = '_blank';
          node.properties.rel = ['noopener', 'noreferrer'];
        }
      }
      // A wide table scrolls in its own box, not the page; keyboard users can scroll it too.
      if (node.tagName === 'table' && parent && index !== undefined) {
        const box: Element = {
          type: 'element',
          tagName: 'div',
          properties: {
            className: ['table-scroll'],
            tabIndex: 0,
            role: 'region',
            ariaLabel: regionName(tableName(node)),
          },
          children: [node],
        };
        parent.children.splice(index, 1, box);
        return SKIP;
      }
      return undefined;
    });
  };

  const file = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(pictures)
    .use(remarkRehype, {
      allowDangerousHtml: true,
      footnoteLabel: words.footnotes,
      footnoteLabelTagName: 'h2',
      footnoteLabelProperties: { className: [FOOTNOTES_TITLE] },
      footnoteBackLabel: (referenceIndex: number, rereferenceIndex: number) =>
        words.backToReference.replace(
          '{n}',
          String(referenceIndex + 1) + (rereferenceIndex > 1 ? `-${rereferenceIndex}` : ''),
        ),
    })
    .use(keepMarkersOnly)
    .use(rehypeSlug)
    .use(footnoteLabelOnce)
    .use(rehypeAutolinkHeadings, {
      behavior: 'wrap',
      properties: { className: ['heading-link'] },
      // Not the footnotes' own heading.
      test: (node: Element) => !isFootnotesTitle(node),
    })
    .use(rehypeHighlight, { detect: false })
    .use(finish)
    .use(rehypeStringify)
    .processSync(markdown);

  // Words a reader reads, code included (it is read too, if slower).
  const count = markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return { html: String(file), images, toc, words: count, problems };
}

/** The id remark-rehype gives the footnotes' heading, and the class this module gives it. */
const FOOTNOTE_LABEL = 'footnote-label';
const FOOTNOTES_TITLE = 'footnotes-title';

/** Whether `node` is the footnotes' own heading (not a heading the author wrote). */
function isFootnotesTitle(node: Element): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.includes(FOOTNOTES_TITLE);
}

/** A table's accessible name: its header row's words. */
/** The language of a code block (`language-ts` on its `<code>`), if the author named one. */
function codeLanguage(pre: Element): string | undefined {
  const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  const classes = code?.properties.className;
  const marked = Array.isArray(classes)
    ? classes.find((c): c is string => typeof c === 'string' && c.startsWith('language-'))
    : undefined;
  return marked?.slice('language-'.length) || undefined;
}

function tableName(table: Element): string {
  const head = table.children.find(
    (c): c is Element => c.type === 'element' && c.tagName === 'thead',
  );
  return head ? hastText(head).replace(/\s+/g, ' ').trim().slice(0, 80) : 'Table';
}
