/**
 * Writes data as TypeScript source for a content module, as an owner would write it: object
 * literals, `image('…', '…')` calls, and a `// TODO(import): …` line above what an import left
 * for the owner to do. The text is not formatted; Prettier does that (./import-resume.ts).
 */

/** A value with a note for the owner, written as a `// TODO(import): note` line above it. */
export class Todo {
  constructor(
    readonly note: string,
    readonly value: Source,
  ) {}
}

/** Code written as it is, e.g. `image('cards/app.png', 'What it shows')`. */
export class Code {
  constructor(readonly code: string) {}
}

export type Source =
  | string
  | number
  | boolean
  | null
  | undefined
  | Code
  | Todo
  | readonly Source[]
  | { readonly [key: string]: Source };

/** The marker the content check and the doctor look for (scripts/content/import-todos.ts). */
export const TODO_MARKER = 'TODO(import):';

/** `image('path', 'alt')`. */
export function imageCall(src: string, alt: string): Code {
  return new Code(`image(${JSON.stringify(src)}, ${JSON.stringify(alt)})`);
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function comment(value: Source): string {
  return value instanceof Todo ? `// ${TODO_MARKER} ${value.note.replace(/\s*\n\s*/g, ' ')}\n` : '';
}

function unwrapped(value: Source): Source {
  return value instanceof Todo ? unwrapped(value.value) : value;
}

/** Whether the source of a value has a TODO line (then it is written over several lines). */
function hasTodo(value: Source): boolean {
  if (value instanceof Todo) return true;
  if (value === null || typeof value !== 'object' || value instanceof Code) return false;
  return Object.values(value as Record<string, Source>).some(hasTodo);
}

/**
 * The source of a value (undefined properties are left out). Lists and objects are written on
 * one line, which Prettier breaks where they are too long, unless a TODO line is inside.
 */
export function sourceOf(value: Source): string {
  const plain = unwrapped(value);
  if (plain instanceof Code) return plain.code;
  if (plain === undefined) return 'undefined';
  if (plain === null || typeof plain !== 'object') return JSON.stringify(plain);
  const multiline = hasTodo(plain);
  const join = (parts: string[], open: string, close: string) => {
    if (parts.length === 0) return `${open}${close}`;
    if (multiline) return `${open}\n${parts.map((part) => `${part},\n`).join('')}${close}`;
    return open === '{' ? `{ ${parts.join(', ')} }` : `[${parts.join(', ')}]`;
  };
  if (Array.isArray(plain))
    return join(
      (plain as readonly Source[]).map((item) => `${comment(item)}${sourceOf(item)}`),
      '[',
      ']',
    );
  const entries = Object.entries(plain as Record<string, Source>).filter(
    ([, item]) => unwrapped(item) !== undefined,
  );
  return join(
    entries.map(
      ([key, item]) =>
        `${comment(item)}${IDENTIFIER.test(key) ? key : JSON.stringify(key)}: ${sourceOf(item)}`,
    ),
    '{',
    '}',
  );
}

/** `/** text *\/` over several lines. */
export function docComment(lines: readonly string[]): string {
  const safe = (line: string) => line.replaceAll('*/', '* /');
  return `/**\n${lines.map((line) => ` * ${safe(line)}`.trimEnd()).join('\n')}\n */`;
}
