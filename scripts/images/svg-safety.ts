/**
 * SVG files are documents that can run code: opened at their own address (`/assets/x.svg`), a
 * `<script>`, an `onload`, a link an animation rewrites to `javascript:` or an XHTML
 * `<meta http-equiv="refresh">` acts on the site's origin, and on a host that does not apply our
 * `_headers` (GitHub Pages) no CSP stops it; an SVG cannot carry a CSP of its own. A deny-list
 * keeps losing to new spellings, so every SVG goes through an allow-list run by a maintained
 * sanitiser, DOMPurify (its SVG and SVG-filter profiles) on jsdom:
 *
 * - the file is read as XML, as a browser reads it at its own address; SVG elements written
 *   with a prefix (`<svg:g>`) are renamed to plain SVG elements first, so a drawing keeps them;
 * - DOMPurify keeps only SVG elements and attributes it knows to be inert (no script, no event
 *   handler, no `<foreignObject>`, no `<animate>`/`<set>`, no element of another namespace, no
 *   attribute with a prefix other than `xlink:`/`xml:`), plus `<use>`;
 * - then what DOMPurify lets through but could reach another file or site is narrowed here:
 *   every `href` (any prefix) and `src` must point into the file (`#id`) or, on a picture, be
 *   embedded raster data; `url(…)` in attributes and styles likewise; CSS (in `<style>` and
 *   `style="…"`) is parsed by css-tree and keeps only rules and a short list of at-rules
 *   (`@media`, `@keyframes`, …: never `@import`), no strings outside font names, and no CSS
 *   escapes at all (`@\69mport` is `@import` to a browser); `<animateTransform>` only animates
 *   transforms, and `<animateColor>` goes.
 *
 * `svgProblems` names what the cleaning takes out (the content check shows it to the owner);
 * `sanitiseSvg` is the cleaned file. Every SVG the build ships is the output of `sanitiseSvg`
 * (the image step, and the last SVG step over dist/, which covers post pictures and downloads).
 */
import { generate, parse, walk, type CssNode, type List, type ListItem } from 'css-tree';
import createDOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { JSDOM } from 'jsdom';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
/**
 * Namespaces of drawing apps' own data (Inkscape, Sodipodi, Illustrator, Sketch, Serif, RDF and
 * Dublin Core metadata): what is in them only the app reads, so its loss is a note, not an error.
 * Any other namespace is an error like a script.
 */
const EDITOR_NAMESPACE =
  /^https?:\/\/(?:www\.inkscape\.org\/|sodipodi\.sourceforge\.net\/|ns\.adobe\.com\/|www\.bohemiancoding\.com\/sketch\/|www\.serif\.com\/|www\.w3\.org\/1999\/02\/22-rdf-syntax-ns#|purl\.org\/dc\/|creativecommons\.org\/ns#)/;
const isEditorData = (namespace: string | null) => EDITOR_NAMESPACE.test(namespace ?? '');

/** Only these data URLs, and only on pictures: raster images, never a document. */
const SAFE_DATA_URL = /^data:image\/(?:png|jpe?g|gif|webp|avif)[;,]/i;
/** Elements that may show embedded raster data. */
const PICTURE_ELEMENTS = new Set(['image', 'feimage']);
/** What `<animateTransform attributeName="…">` may animate. */
const TRANSFORM_ATTRIBUTES = new Set(['transform', 'gradienttransform', 'patterntransform']);
/** At-rules a drawing's CSS may use; anything else (`@import`, `@namespace`, …) goes. */
const SAFE_AT_RULES = new Set(['media', 'keyframes', '-webkit-keyframes', 'supports', 'font-face']);
/** Properties whose value may hold a string (a font's name). */
const STRING_PROPERTIES = new Set(['font-family', 'font']);

/** One part the cleaning took out. */
export interface SvgPart {
  /** `<script>`, `<svg onload="alert(1)">`, `<style> with @import`. */
  part: string;
  /**
   * True for editor data in a namespace of its own (Inkscape's `sodipodi:…`, RDF metadata),
   * which is dropped without harm; false for anything that could run code or load from elsewhere.
   */
  editorData: boolean;
}

const window = new JSDOM('').window;
const purifier: Purifier = createDOMPurify(
  window as unknown as Parameters<typeof createDOMPurify>[0],
);

function isLocalReference(value: string, element: string): boolean {
  const target = value.trim();
  return target.startsWith('#') || (PICTURE_ELEMENTS.has(element) && SAFE_DATA_URL.test(target));
}

function shorten(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

function tagOf(element: Element): string {
  return element.nodeName;
}

function describeAttribute(element: Element, name: string, value: string): string {
  return `<${tagOf(element)} ${name}="${shorten(value)}">`;
}

/** The name CSS sees: lower case, without a vendor's or anybody's escapes (there are none). */
const cssName = (name: string) => name.toLowerCase();

/**
 * `css` without anything that could load from elsewhere, and what was taken out. `context` is
 * 'stylesheet' for a <style>, 'declarationList' for a style="…" attribute.
 */
export function sanitiseCss(
  css: string,
  context: 'stylesheet' | 'declarationList',
): { css: string; removed: string[] } {
  if (css.includes('\\')) return { css: '', removed: ['a CSS escape (\\…)'] };
  const removed: string[] = [];
  let unreadable = false;
  const ast = parse(css, {
    context,
    parseValue: true,
    parseAtrulePrelude: true,
    onParseError: () => {
      unreadable = true;
    },
  });
  if (unreadable) return { css: '', removed: ['CSS that cannot be read'] };
  walk(ast, {
    enter(node: CssNode, item: ListItem<CssNode>, list: List<CssNode>) {
      if (node.type === 'Atrule' && !SAFE_AT_RULES.has(cssName(node.name))) {
        removed.push(`@${node.name}`);
        list?.remove(item);
        return walk.skip;
      }
      if (node.type === 'Raw') {
        removed.push('CSS that cannot be read');
        list?.remove(item);
        return walk.skip;
      }
      if (node.type !== 'Declaration') return undefined;
      const reason = unsafeDeclaration(node);
      if (reason) {
        removed.push(reason);
        list?.remove(item);
      }
      return walk.skip;
    },
  });
  return { css: generate(ast), removed };
}

/** Why a declaration cannot stay, if it cannot. */
function unsafeDeclaration(declaration: CssNode & { type: 'Declaration' }): string | undefined {
  const property = cssName(declaration.property);
  let reason: string | undefined;
  walk(declaration.value, (node) => {
    if (reason) return;
    if (node.type === 'Url' && !node.value.trim().startsWith('#')) {
      reason = `url(${shorten(node.value)})`;
    } else if (node.type === 'String' && !STRING_PROPERTIES.has(property)) {
      reason = `${declaration.property}: a string`;
    } else if (node.type === 'Raw') {
      reason = `${declaration.property}: a value that cannot be read`;
    }
  });
  return reason;
}

/**
 * Renames SVG elements written with a prefix (`<svg:g>`) to plain ones, and XLink attributes
 * written with another prefix (`x:href`) to `xlink:`, so the allow-list sees them as what they
 * are.
 */
function unprefix(document: Document): void {
  for (const element of [...document.getElementsByTagName('*')]) {
    for (const attribute of [...element.attributes]) {
      if (attribute.namespaceURI !== XLINK_NS || attribute.prefix === 'xlink') continue;
      element.removeAttributeNode(attribute);
      element.setAttributeNS(XLINK_NS, `xlink:${attribute.localName}`, attribute.value);
      document.documentElement.setAttributeNS(XMLNS_NS, 'xmlns:xlink', XLINK_NS);
    }
  }
  for (const element of [...document.getElementsByTagNameNS(SVG_NS, '*')]) {
    if (!element.prefix) continue;
    const plain = document.createElementNS(SVG_NS, element.localName);
    for (const attribute of [...element.attributes]) {
      plain.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
    }
    plain.append(...element.childNodes);
    element.replaceWith(plain);
  }
}

/** What DOMPurify lets through but this site does not: references out of the file, CSS. */
function narrow(root: Element, found: (part: SvgPart) => void): void {
  const unsafe = (part: string) => found({ part, editorData: false });
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (!element.isConnected) continue;
    const name = element.localName.toLowerCase();
    if (
      name === 'animatecolor' ||
      (name === 'animatetransform' &&
        !TRANSFORM_ATTRIBUTES.has((element.getAttribute('attributeName') ?? '').toLowerCase()))
    ) {
      unsafe(
        `<${tagOf(element)}${element.hasAttribute('attributeName') ? ` attributeName="${element.getAttribute('attributeName')}"` : ''}>`,
      );
      element.remove();
      continue;
    }
    if (name === 'style') {
      const { css, removed } = sanitiseCss(element.textContent ?? '', 'stylesheet');
      for (const reason of removed) unsafe(`<style> with ${reason}`);
      if (removed.length) element.textContent = css;
      continue;
    }
    for (const attribute of [...element.attributes]) {
      const { value } = attribute;
      const local = attribute.localName.toLowerCase();
      let keep = true;
      if (local === 'href' || local === 'src') {
        keep = isLocalReference(value, name);
      } else if (local === 'style') {
        const { css, removed } = sanitiseCss(value, 'declarationList');
        if (removed.length) {
          unsafe(describeAttribute(element, attribute.name, value));
          if (css.trim()) attribute.value = css;
          else element.removeAttributeNode(attribute);
        }
        continue;
      } else if (value.includes('\\') || /url\s*\(/i.test(value)) {
        keep =
          !value.includes('\\') &&
          [...value.matchAll(/url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi)].every((m) =>
            (m[2] ?? '').trim().startsWith('#'),
          );
      }
      if (!keep) {
        unsafe(describeAttribute(element, attribute.name, value));
        element.removeAttributeNode(attribute);
      }
    }
  }
}

interface Cleaned {
  svg: string;
  parts: SvgPart[];
}

const cache = new Map<string, Cleaned>();

function clean(source: string): Cleaned {
  const known = cache.get(source);
  if (known) return known;
  const parts: SvgPart[] = [];
  const found = (part: SvgPart) => parts.push(part);
  // Entities can smuggle anything past a reader; a drawing needs none.
  if (/<!ENTITY/i.test(source)) {
    throw new Error('it declares entities (<!ENTITY …>), which can hide anything in a drawing');
  }
  const document = new window.DOMParser().parseFromString(
    source.replace(/<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/i, ''),
    'image/svg+xml',
  );
  const root = document.documentElement;
  if (root.getElementsByTagName('parsererror').length || root.localName !== 'svg') {
    throw new Error(
      root.localName === 'svg' ? 'it is not well-formed XML' : 'its root is not an <svg> element',
    );
  }
  if (root.namespaceURI !== SVG_NS) {
    throw new Error(`its <svg> is not in the SVG namespace (xmlns="${SVG_NS}" is missing)`);
  }
  for (const node of document.childNodes) {
    if (node.nodeType === node.PROCESSING_INSTRUCTION_NODE) {
      found({ part: `<?${node.nodeName}?>`, editorData: false });
    }
  }
  unprefix(document);
  purifier.sanitize(root, {
    IN_PLACE: true,
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    // The values of <animateTransform> and <animateMotion> (the only animations kept).
    ADD_ATTR: ['xmlns', 'xmlns:xlink', 'from', 'to', 'by'],
    ALLOWED_NAMESPACES: [SVG_NS],
    KEEP_CONTENT: false,
    // Ids are what <use href="#id"> and url(#id) point to; a standalone file has no DOM to clobber.
    SANITIZE_DOM: false,
  });
  for (const removed of purifier.removed) {
    if ('element' in removed) {
      const element = removed.element as Element;
      if (element.nodeType !== element.ELEMENT_NODE) {
        found({
          part: element.nodeType === 8 ? 'a comment with markup' : 'a node',
          editorData: false,
        });
        continue;
      }
      found({
        part: `<${tagOf(element)}>`,
        editorData: isEditorData(element.namespaceURI),
      });
    } else if (removed.attribute && removed.from) {
      const attribute = removed.attribute as Attr;
      const from = removed.from as Element;
      // A namespace declaration does nothing by itself; what used it is named on its own.
      if (attribute.namespaceURI === XMLNS_NS) continue;
      found({
        part: describeAttribute(from, attribute.name, attribute.value),
        editorData: isEditorData(attribute.namespaceURI),
      });
    }
  }
  narrow(root, found);
  const seen = new Set<string>();
  const unique = parts.filter(({ part }) => !seen.has(part) && seen.add(part));
  const result = { svg: new window.XMLSerializer().serializeToString(root), parts: unique };
  cache.set(source, result);
  return result;
}

/**
 * What the cleaning takes out of `svg`, one entry each (editor data marked as such), or one
 * entry saying why the file cannot be read as SVG.
 */
export function svgParts(svg: string): SvgPart[] {
  try {
    return clean(svg).parts;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [{ part: `the file cannot be read as SVG (${reason})`, editorData: false }];
  }
}

/** The parts of `svg` that could run code or reach outside the file, one line each. */
export function svgProblems(svg: string): string[] {
  return svgParts(svg)
    .filter((part) => !part.editorData)
    .map(({ part }) => part);
}

/**
 * `svg` as the site ships it: only what the allow-list keeps. Throws when the file cannot be
 * read as SVG (the build stops rather than ship it).
 */
export function sanitiseSvg(svg: string): string {
  return clean(svg).svg;
}
