import { createHash } from 'node:crypto';

/**
 * A prerendered page's data for hydration (its loaders' results, React Router's turbo-stream)
 * leaves the HTML for a file of its own, which the bootstrap fetches when it hydrates
 * (scripts/defer-hydration.ts).
 *
 * React Router writes that data into the page as a chain of inline scripts at the end of the
 * body (`streamController.enqueue("…")`, then `close()`), each in a hidden Suspense boundary
 * that React's reveal scripts fill in. It is about a sixth of a page's compressed HTML (home
 * page: 3.3 of 19.3 KB in brotli) and the largest of the scripts the page parses, for something
 * no visitor sees and nothing needs until the page hydrates, once the visitor is there. Out of
 * the HTML, a page's first round trip carries more of what is drawn, and the CSP stops listing
 * one hash per page for it.
 */

/** From React Router's first hidden boundary to the end of the body: the data and its reveal. */
const STREAM_TAIL = /<!--\$\?--><template id="B:0"><\/template><!--\/\$-->[\s\S]*(?=<\/body>)/;
const ENQUEUE = /window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g;
const CLOSE = 'window.__reactRouterContext.streamController.close();';
/** What the tail may hold besides the data: React's reveal scripts, markers, hidden holders. */
const REVEAL_SCRIPT = /^(?:\$RB=|\$RC\(|requestAnimationFrame\(function\(\)\{\$RT=)/;
const TAIL_PARTS =
  /<script(?: id="_R_")?>([\s\S]*?)<\/script>|<!--[\s\S]*?-->|<template id="B:\d+"><\/template>|<div hidden id="S:\d+">|<\/div>/g;

export interface SplitPage {
  /** The page without its data and the scripts that revealed it. */
  html: string;
  /** The data, as React Router's client reads it from the stream. */
  data: string;
}

/**
 * Takes the page's data out of its HTML. Fails, rather than shipping a page that cannot
 * hydrate, when the end of the body holds anything else or the data is not closed.
 */
export function splitPageData(html: string, file = 'a page'): SplitPage {
  const tail = STREAM_TAIL.exec(html);
  if (!tail) throw new Error(`page-data: ${file} has no React Router data stream`);
  const parts: string[] = [];
  let closed = false;
  const rest = tail[0].replace(TAIL_PARTS, (_part: string, script: string | undefined) => {
    if (script === undefined) return '';
    if (script === CLOSE) {
      closed = true;
      return '';
    }
    const withoutData = script.replace(ENQUEUE, (_, literal: string) => {
      parts.push(literal);
      return '';
    });
    if (withoutData !== script && withoutData === '') return '';
    if (!REVEAL_SCRIPT.test(script))
      throw new Error(`page-data: ${file} ends with an unexpected script: ${script.slice(0, 80)}`);
    return '';
  });
  if (rest.trim())
    throw new Error(`page-data: ${file} ends with unexpected HTML: ${rest.slice(0, 80)}`);
  if (!closed || parts.length === 0)
    throw new Error(`page-data: ${file} has no complete data stream`);
  return {
    html: html.replace(STREAM_TAIL, ''),
    data: parts.map((literal) => JSON.parse(literal) as string).join(''),
  };
}

/** The data file's name: its content's hash, so a cached page never meets another build's data. */
export function pageDataFile(data: string): string {
  return `page-data-${createHash('sha256').update(data).digest('hex').slice(0, 12)}.txt`;
}

/** A data file's name, as pageDataFile makes it. */
export const PAGE_DATA_FILE = /page-data-[0-9a-f]{12}\.txt$/;
