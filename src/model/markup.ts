/**
 * The small, safe markup of content texts (bullets, about text): `**bold**`, `*emphasis*` (or
 * `_emphasis_`), `` `code` `` and `[a link](https://…)`. Nothing else is special: HTML, images
 * and headings show exactly as typed, and the UI renders every piece as text, never as HTML.
 * Links may only go to `https:`, `http:` or `mailto:`; any other link shows as its plain text,
 * and the content check names it. Pure data: imports nothing from the UI.
 */

export type MarkupNode =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong' | 'em'; children: MarkupNode[] }
  | { type: 'link'; href: string; children: MarkupNode[] };

const INLINE =
  /`([^`\n]+)`|\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)|\*\*(?=\S)(.+?)(?<=\S)\*\*|(?<![\w*])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![\w*])|(?<![\w_])_(?=[^\s_])(.+?)(?<=[^\s_])_(?![\w_])/g;

/** Link targets a visitor may be sent to. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/[^\s/]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+)$/i.test(href);
}

/** The pieces of a markup text, in order; unsafe links become their plain text. */
export function parseMarkup(text: string): MarkupNode[] {
  const nodes: MarkupNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) nodes.push({ type: 'text', text: text.slice(last, match.index) });
    const [, code, label, href, strong, em, em2] = match;
    if (code !== undefined) nodes.push({ type: 'code', text: code });
    else if (label !== undefined && href !== undefined) {
      const children = parseMarkup(label);
      if (isSafeHref(href)) nodes.push({ type: 'link', href, children });
      else nodes.push(...children);
    } else if (strong !== undefined) nodes.push({ type: 'strong', children: parseMarkup(strong) });
    else nodes.push({ type: 'em', children: parseMarkup(em ?? em2 ?? '') });
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push({ type: 'text', text: text.slice(last) });
  return nodes;
}

function textOf(nodes: MarkupNode[]): string {
  return nodes.map((node) => ('children' in node ? textOf(node.children) : node.text)).join('');
}

/** The text without its markup, for plain-text uses (meta descriptions, the resume PDF). */
export function plainText(text: string): string {
  return textOf(parseMarkup(text));
}

/**
 * Every link target in a markup text, safe or not, at any depth (`**[x](…)**`, a link in a
 * link's label), for the content check.
 */
export function linksIn(text: string): string[] {
  return [...text.matchAll(INLINE)].flatMap((m) => {
    const [, , label, href, strong, em, em2] = m;
    if (href !== undefined) return [href, ...linksIn(label ?? '')];
    const inner = strong ?? em ?? em2;
    return inner === undefined ? [] : linksIn(inner);
  });
}
