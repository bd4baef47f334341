/**
 * SVG files are documents that can run code: opened at their own address (`/assets/x.svg`), a
 * `<script>`, an `onload` or a `javascript:` link runs on the site's origin, and on a host that
 * does not apply our `_headers` (GitHub Pages) no CSP stops it. An SVG also cannot carry a CSP
 * of its own. So no such part may reach dist/ at all:
 *
 * - the content check refuses an owner's SVG that has any of them, naming the file and the part
 *   (`svgProblems`), so the owner knows and fixes the drawing;
 * - every SVG the build writes is cleaned of them anyway (`sanitiseSvg`, used by the image step
 *   and by the SVG optimisation of dist/), so not even a file that skipped the check carries one.
 *
 * Allowed is what a drawing needs: shapes, paths, text, gradients, filters, styles, `<use>` and
 * `<image>` of parts of the same file (`#id`) or of embedded raster data (`data:image/png…`).
 * Refused: scripts, event handlers (`on…`), `<foreignObject>` (HTML inside SVG), embedded
 * documents (`iframe`, `embed`, `object`), animations that rewrite a link, and every reference
 * to another file or site (`href`, `xlink:href`, `url(…)` in styles, `@import`), which could
 * fetch or run something from elsewhere.
 */
import { optimize, type CustomPlugin, type XastElement } from 'svgo';

const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'audio',
  'video',
  'handler',
  'listener',
]);
/** Only these data URLs: raster pictures, never a document. */
const SAFE_DATA_URL = /^data:image\/(?:png|jpe?g|gif|webp|avif);/i;
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
const URL_IN_STYLE = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

function isLocalReference(value: string): boolean {
  const target = value.trim();
  return target.startsWith('#') || SAFE_DATA_URL.test(target);
}

/** The first style reference to something outside the file, if any. */
function foreignStyleReference(css: string): string | undefined {
  if (/@import/i.test(css)) return '@import';
  for (const match of css.matchAll(URL_IN_STYLE)) {
    if (!isLocalReference(match[2] ?? '')) return match[0];
  }
  if (/javascript:|expression\s*\(/i.test(css)) return 'javascript:';
  return undefined;
}

/** One line of the owner-facing list: what the part is and why it cannot stay. */
function describe(element: XastElement, attribute?: string, value?: string): string {
  if (!attribute) return `<${element.name}>`;
  const shortValue = value && value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return `<${element.name} ${attribute}="${shortValue ?? ''}">`;
}

/**
 * An SVGO plugin that finds (and, when `remove` is set, takes out) every part listed above;
 * each part found is reported to `found`.
 */
function safetyPlugin(found: (part: string) => void, remove: boolean): CustomPlugin {
  return {
    name: 'svg-safety',
    fn: () => ({
      doctype: {
        enter: (node, parent) => {
          // Entities can smuggle any of the above past a reader; a drawing needs none.
          if (/<!ENTITY/i.test(node.data.doctype)) {
            found('<!ENTITY …> in the DOCTYPE');
            if (remove) parent.children = parent.children.filter((child) => child !== node);
          }
        },
      },
      instruction: {
        enter: (node, parent) => {
          if (node.name.toLowerCase() === 'xml-stylesheet') {
            found('<?xml-stylesheet?>');
            if (remove) parent.children = parent.children.filter((child) => child !== node);
          }
        },
      },
      element: {
        enter: (node, parent) => {
          const name = node.name.toLowerCase().replace(/^.*:/, '');
          if (FORBIDDEN_ELEMENTS.has(name)) {
            found(describe(node));
            if (remove) parent.children = parent.children.filter((child) => child !== node);
            return;
          }
          if (
            (name === 'set' || name.startsWith('animate')) &&
            LINK_ATTRIBUTES.has((node.attributes.attributeName ?? '').toLowerCase())
          ) {
            found(describe(node, 'attributeName', node.attributes.attributeName));
            if (remove) parent.children = parent.children.filter((child) => child !== node);
            return;
          }
          for (const [attribute, value] of Object.entries(node.attributes)) {
            const lower = attribute.toLowerCase();
            const unsafe =
              lower.startsWith('on') ||
              (LINK_ATTRIBUTES.has(lower) && !isLocalReference(value)) ||
              /^\s*(?:javascript|vbscript|data):/i.test(value) ||
              (lower === 'style' && foreignStyleReference(value) !== undefined);
            if (!unsafe || (LINK_ATTRIBUTES.has(lower) && isLocalReference(value))) continue;
            found(describe(node, attribute, value));
            if (remove)
              node.attributes = Object.fromEntries(
                Object.entries(node.attributes).filter(([name]) => name !== attribute),
              );
          }
          if (name === 'style') {
            const css = node.children
              .map((child) => ('value' in child ? child.value : ''))
              .join('');
            const reference = foreignStyleReference(css);
            if (reference) {
              found(`<style> with ${reference}`);
              if (remove) parent.children = parent.children.filter((child) => child !== node);
            }
          }
        },
      },
    }),
  };
}

/** The parts of `svg` that could run code or reach outside the file, one line each. */
export function svgProblems(svg: string): string[] {
  const parts: string[] = [];
  try {
    optimize(svg, { plugins: [safetyPlugin((part) => parts.push(part), false)] });
  } catch (error) {
    return [`the file cannot be read as SVG (${error instanceof Error ? error.message : error})`];
  }
  return [...new Set(parts)];
}

/** `svg` without any of those parts (and otherwise unchanged but for whitespace). */
export function sanitiseSvg(svg: string): string {
  return optimize(svg, { plugins: [safetyPlugin(() => undefined, true)] }).data;
}

/** The safety plugin for a wider SVGO run (the optimisation of dist/'s SVGs). */
export const svgSafetyPlugin: CustomPlugin = safetyPlugin(() => undefined, true);
