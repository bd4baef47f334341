/**
 * What the content's build-time helpers share: `image('cards/x.png', alt)` and
 * `download('downloads/x.jar', label)` name a file with a literal path, and a Vite plugin hands
 * the call what the build read from that file as its third argument. This finds those calls in
 * the content modules and rewrites each `helper(` into `((a, b) => helper(a, b, <argument>))(`,
 * leaving the owner's arguments as written.
 */
import path from 'node:path';
import MagicString from 'magic-string';

export interface HelperCall {
  /** The literal path, as written. */
  literal: string;
  /** 1-based line of the call, for messages. */
  line: number;
}

/**
 * The content module `id` with every literal call of `helper` given the argument
 * `argumentFor` returns (an expression; `undefined` leaves that call alone), or `undefined` when
 * `id` is not a content module or no call changed.
 */
export function rewriteHelperCalls(
  code: string,
  id: string,
  options: {
    contentDir: string;
    helper: string;
    argumentFor: (call: HelperCall) => string | undefined;
  },
): MagicString | undefined {
  const { contentDir, helper, argumentFor } = options;
  const file = id.split('?')[0] ?? id;
  if (!file.startsWith(contentDir + path.sep) || !/\.[cm]?tsx?$/.test(file)) return undefined;
  // The module that defines the helper.
  if (path.basename(file).startsWith(`${helper}.`)) return undefined;
  const call = new RegExp(`(?<![\\w.$])${helper}\\(\\s*(['"\`])([^'"\`\\n]+)\\1`, 'g');
  const out = new MagicString(code);
  let changed = false;
  for (const match of code.matchAll(call)) {
    const line = code.slice(0, match.index).split('\n').length;
    const argument = argumentFor({ literal: match[2] ?? '', line });
    if (argument === undefined) continue;
    const start = match.index;
    out.overwrite(start, start + helper.length + 1, `((a, b) => ${helper}(a, b, ${argument}))(`);
    changed = true;
  }
  return changed ? out : undefined;
}
