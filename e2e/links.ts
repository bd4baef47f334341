/**
 * Link safety: a link that opens a new tab, or leads to another site, must carry
 * rel="noopener noreferrer" so the other page can neither reach back nor learn where the
 * visitor came from.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { htmlFilesIn } from '../scripts/host-config';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.ParentNode;

export interface LinkInfo {
  href: string;
  target: string;
  rel: string;
}

/** Why a link is unsafe, or undefined when it is fine. `origin` is the site's own origin. */
export function unsafeLinkReason(link: LinkInfo, origin: string): string | undefined {
  const rel = new Set(link.rel.toLowerCase().split(/\s+/).filter(Boolean));
  const hasBoth = rel.has('noopener') && rel.has('noreferrer');
  if (link.target.toLowerCase() === '_blank' && !hasBoth) {
    return 'target="_blank" without rel="noopener noreferrer"';
  }
  let url: URL;
  try {
    url = new URL(link.href, origin);
  } catch {
    return undefined;
  }
  const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
  if (isWeb && url.origin !== new URL(origin).origin && !hasBoth) {
    return 'external link without rel="noopener noreferrer"';
  }
  return undefined;
}

function* anchorsOf(node: Node): Generator<LinkInfo> {
  if ('tagName' in node && node.tagName === 'a') {
    const attr = (name: string) => node.attrs.find((a) => a.name === name)?.value ?? '';
    yield { href: attr('href'), target: attr('target'), rel: attr('rel') };
  }
  if ('content' in node && node.content) yield* anchorsOf(node.content);
  if ('childNodes' in node) for (const child of node.childNodes) yield* anchorsOf(child);
}

/** Every <a> of every HTML file under a folder, with the file it is in. */
export function builtLinks(dist: string): (LinkInfo & { file: string })[] {
  return htmlFilesIn(dist).flatMap((file) =>
    [...anchorsOf(parse(readFileSync(path.join(dist, file), 'utf8')))].map((link) => ({
      ...link,
      file,
    })),
  );
}
