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
  /** Where the call starts in the code (what precedes it tells where the value goes). */
  offset: number;
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
    /**
     * What replaces `helper(` given the argument (default: the argument becomes the third,
     * `((a, b) => helper(a, b, <argument>))(`).
     */
    wrap?: (argument: string) => string;
  },
): MagicString | undefined {
  const { contentDir, helper, argumentFor } = options;
  const wrap = options.wrap ?? ((argument) => `((a, b) => ${helper}(a, b, ${argument}))(`);
  const file = id.split('?')[0] ?? id;
  if (!file.startsWith(contentDir + path.sep) || !/\.[cm]?tsx?$/.test(file)) return undefined;
  // The module that defines the helper.
  if (path.basename(file).startsWith(`${helper}.`)) return undefined;
  // The path in quotes of any kind; it may hold the other kinds (`"Ada's phone.png"`).
  const call = new RegExp(
    `(?<![\\w.$])${helper}\\(\\s*(?:'([^'\\n]+)'|"([^"\\n]+)"|\`([^\`\\n$]+)\`)`,
    'g',
  );
  const out = new MagicString(code);
  let changed = false;
  for (const match of code.matchAll(call)) {
    const line = code.slice(0, match.index).split('\n').length;
    const literal = match[1] ?? match[2] ?? match[3] ?? '';
    const argument = argumentFor({ literal, line, offset: match.index });
    if (argument === undefined) continue;
    const start = match.index;
    out.overwrite(start, start + helper.length + 1, wrap(argument));
    changed = true;
  }
  return changed ? out : undefined;
}

/** Comments, blanked out so their examples are not taken for calls (line numbers stay). */
function withoutComments(code: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return code.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, blank);
}

/**
 * The 1-based lines of the calls of `helper` in `code` that the build cannot see through:
 * every call whose first argument is not one whole string literal (`image(file, alt)` inside
 * the owner's own function, `image('a/' + name, alt)`, a template with `${…}`). The build
 * hands its argument only to calls that name the file literally, so each of these would reach
 * the page without it.
 */
export function callsWithoutLiteral(code: string, helper: string): number[] {
  const text = withoutComments(code);
  const any = new RegExp(`(?<![\\w.$])${helper}\\(`, 'g');
  const written = /^\s*(?:'[^'\\\n]*'|"[^"\\\n]*"|`[^`\\\n$]*`)\s*[,)]/;
  const lines: number[] = [];
  for (const match of text.matchAll(any)) {
    const after = text.slice(match.index + match[0].length);
    if (!written.test(after)) lines.push(text.slice(0, match.index).split('\n').length);
  }
  return lines;
}
