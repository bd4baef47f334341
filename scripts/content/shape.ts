/**
 * Shapes: what a content value must look like (a text, a number, a list of entries, …), written
 * once per type of src/model/types.ts (./content-shapes.ts) and checked against what an owner's
 * content module really exports, before any rule reads it. A mistake TypeScript would have named
 * (`name: 42`, a project without `screens`, `bullets: 'one point'`, `timeline` written as one
 * object) becomes one sentence with the file, the entry and the field, instead of a stack trace
 * further on. Each shape carries its TypeScript type, and `object<T>()` wants a shape for every
 * field of T, so the shapes cannot drift from types.ts: a field added there fails the type check
 * here until it has its shape.
 */

/** Where a value is: its parent's place (`projects.ts › mot`) and its field (`screens`). */
export interface Place {
  parent: string;
  field: string;
  /** How an example line starts: `screens: ` (default), or `export const timeline = `. */
  lead?: string;
}

export type Say = (where: string, message: string) => void;

export interface Shape<T> {
  /** What is wanted, for messages: 'a text', 'a list', "one of 'phone', 'desktop'". */
  readonly expected: string;
  /** How it is written, for messages: `'…'`, `[{ id: '…', … }]`. */
  readonly example: string;
  /** A field that may be left out. */
  readonly optional?: boolean;
  readonly check: (value: unknown, place: Place, say: Say) => void;
  /** The TypeScript type the shape stands for (never set; makes `Shape<T>` invariant in T). */
  readonly type?: (value: T) => T;
}

/** `projects.ts › mot` + `screens[0]` → `projects.ts › mot › screens[0]`; `timeline.ts` + `[2]` → `timeline.ts[2]`. */
export function join(parent: string, label: string): string {
  if (!label) return parent;
  return label.startsWith('[') ? `${parent}${label}` : `${parent} › ${label}`;
}

const at = (place: Place) => join(place.parent, place.field);
const lead = (place: Place) => place.lead ?? `${place.field}: `;

/** A value as a message quotes it: `the number 42`, `the text 'Sep 2023'`, `a list [ … ]`. */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing (undefined)';
  if (value === null) return 'null';
  if (typeof value === 'string')
    return `the text '${value.length > 40 ? `${value.slice(0, 37)}…` : value}'`;
  if (typeof value === 'number') return `the number ${String(value)}`;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list [ … ]';
  if (typeof value === 'function') return 'a function';
  return 'an object { … }';
}

/** The sentence for a value of the wrong kind, with how to write it instead. */
function wrong(value: unknown, place: Place, shape: { expected: string; example: string }) {
  const quoted =
    shape.expected === 'a text' && (typeof value === 'number' || typeof value === 'boolean')
      ? ` Write it in quotes: ${lead(place)}'${String(value)}'.`
      : undefined;
  const listed =
    shape.expected.startsWith('a list') && !Array.isArray(value)
      ? ` Write it in square brackets, e.g. ${lead(place)}${shape.example}.`
      : undefined;
  return `${describe(value)}, where ${shape.expected} is wanted.${quoted ?? listed ?? ` Write it as ${shape.expected}, e.g. ${lead(place)}${shape.example}.`}`;
}

function scalar<T>(expected: string, example: string, test: (value: unknown) => boolean): Shape<T> {
  const shape: Shape<T> = {
    expected,
    example,
    check: (value, place, say) => {
      if (!test(value)) say(at(place), wrong(value, place, shape));
    },
  };
  return shape;
}

export const text: Shape<string> = scalar('a text', "'…'", (v) => typeof v === 'string');

/** A text of a narrower type (`YearOrMonth`): checked as a text; its own rule checks the form. */
export const textOf = <T extends string>(): Shape<T> => text as unknown as Shape<T>;

export const number: Shape<number> = scalar(
  'a number',
  '3',
  (v) => typeof v === 'number' && Number.isFinite(v),
);

export const boolean: Shape<boolean> = scalar(
  'true or false',
  'true',
  (v) => typeof v === 'boolean',
);

/** Filled in by the build (an image's file, a download's size): not the owner's to write. */
export const fromBuild = <T>(): Shape<T> => ({ expected: '', example: '', check: () => {} });

/** One of a few fixed texts, e.g. `'phone' | 'desktop'`. */
export function oneOf<const V extends string>(...values: V[]): Shape<V> {
  const listed = values.map((v) => `'${v}'`).join(', ');
  return {
    expected: `one of ${listed}`,
    example: `'${values[0] ?? ''}'`,
    check: (value, place, say) => {
      if (typeof value === 'string' && (values as string[]).includes(value)) return;
      say(
        at(place),
        `${describe(value)} is not one of ${listed}. Write one of them, e.g. ${lead(place)}'${values[0] ?? ''}'.`,
      );
    },
  };
}

/** A field that may be left out (`phone?: string`). */
export function optional<T>(shape: Shape<T>): Shape<T | undefined> {
  return {
    ...shape,
    optional: true,
    check: (value, place, say) => {
      if (value !== undefined) shape.check(value, place, say);
    },
  } as Shape<T | undefined>;
}

/** `shape`, or null (`titleSuffix: null` for the home page). */
export function orNull<T>(shape: Shape<T>): Shape<T | null> {
  return {
    expected: `${shape.expected}, or null`,
    example: shape.example,
    check: (value, place, say) => {
      if (value !== null) shape.check(value, place, say);
    },
  };
}

/** A list item's label: its `id`, else its plain `name`, else `field[i]` (as other messages). */
function label(item: unknown, field: string, i: number): string {
  const { id, name } = (typeof item === 'object' && item !== null ? item : {}) as {
    id?: unknown;
    name?: unknown;
  };
  if (typeof id === 'string' && id) return id;
  if (typeof name === 'string' && name) return name;
  return `${field}[${i}]`;
}

function checkList(item: Shape<unknown>, list: readonly unknown[], place: Place, say: Say) {
  list.forEach((value, i) => {
    const name = label(value, place.field, i);
    // An item named by its id stands for itself (`projects.ts › mot`); others by their index.
    item.check(value, { parent: place.parent, field: name, lead: '' }, say);
  });
}

function listShape<T>(item: Shape<unknown>): Shape<T> {
  const example = `[${item.example}]`;
  const shape: Shape<T> = {
    expected: 'a list',
    example,
    check: (value, place, say) => {
      if (!Array.isArray(value)) say(at(place), wrong(value, place, shape));
      else checkList(item, value, place, say);
    },
  };
  return shape;
}

/** A list (`tech: string[]`). */
export const list = <T>(item: Shape<T>): Shape<T[]> => listShape<T[]>(item as Shape<unknown>);
/** A list of a readonly type (`readonly Project[]`). */
export const readonlyList = <T>(item: Shape<T>): Shape<readonly T[]> =>
  listShape<readonly T[]>(item as Shape<unknown>);

/** One shape per field of T, the optional ones wrapped in `optional(…)`. */
export type Fields<T> = { readonly [K in keyof T]-?: Shape<T[K]> };

/** An entry with fields (`{ id: '…', title: '…', … }`); fields T does not know are left alone. */
export function object<T>(
  fields: Fields<T>,
  expected = 'an entry { … }',
  written?: string,
): Shape<T> {
  const entries = Object.entries(fields) as [string, Shape<unknown>][];
  const [firstKey, firstShape] = entries.find(([, s]) => !s.optional) ?? [];
  const example =
    written ?? (firstKey && firstShape ? `{ ${firstKey}: ${firstShape.example}, … }` : '{ … }');
  const shape: Shape<T> = {
    expected,
    example,
    check: (value, place, say) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        say(at(place), wrong(value, place, shape));
        return;
      }
      const here = at(place);
      const record = value as Record<string, unknown>;
      for (const [key, field] of entries) {
        const child = record[key];
        if (child === undefined && !field.optional) {
          say(
            join(here, key),
            `missing. Add it: ${field.expected}, e.g. ${key}: ${field.example}.`,
          );
          continue;
        }
        field.check(child, { parent: here, field: key }, say);
      }
    },
  };
  return shape;
}

/** A key of a translation map: a language code, `en`, `tr`, `de`, `pt-BR`. */
const LANGUAGE_CODE = /^[a-z]{2}(-[a-z0-9]{2,8})?$/i;

/** `{ en: …, tr: … }`: an object whose keys all look like language codes. */
function isLanguageMap(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => LANGUAGE_CODE.test(key));
}

/**
 * What may be translated (`Localised<T>`): `shape` itself, or one per language
 * (`{ en: …, tr: … }`). Which languages is the language check's business (check-rules.ts).
 */
export function localised<T>(shape: Shape<T>): Shape<T | { readonly [L in 'en' | 'tr']?: T }> {
  const expected = `${shape.expected}, or one per language`;
  const example = shape.example;
  return {
    expected,
    example,
    check: (value, place, say) => {
      if (!isLanguageMap(value)) {
        const inner: string[] = [];
        shape.check(value, place, (where) => inner.push(where));
        if (inner.length)
          say(
            at(place),
            `${wrong(value, place, shape).replace(/\.$/, '')}, or one per language: ${lead(place)}{ en: ${example}, tr: ${example} }.`,
          );
        return;
      }
      for (const [lang, form] of Object.entries(value))
        shape.check(form, { parent: at(place), field: lang, lead: `${lang}: ` }, say);
    },
  };
}

/**
 * Paragraphs or bullet points (`Texts`): a list of texts, each maybe translated, or a list per
 * language.
 */
export function paragraphs<T>(): Shape<T> {
  const item = localised(text);
  const perList = listShape<unknown>(item as Shape<unknown>);
  const expected = 'a list of texts';
  const example = "['…', '…']";
  return {
    expected,
    example,
    check: (value, place, say) => {
      if (isLanguageMap(value)) {
        for (const [lang, form] of Object.entries(value))
          perList.check(form, { parent: at(place), field: lang, lead: `${lang}: ` }, say);
        return;
      }
      if (!Array.isArray(value)) {
        const inside = typeof value === 'string' ? `'${value}'` : "'…'";
        say(
          at(place),
          `${describe(value)}, where a list of texts is wanted. Write it in square brackets, e.g. ${lead(place)}[${inside.length > 50 ? "'…'" : inside}].`,
        );
        return;
      }
      checkList(item as Shape<unknown>, value, place, say);
    },
  };
}

/** The problems of `value` against `shape`, each `where: what`, in order. */
export function shapeProblems<T>(shape: Shape<T>, value: unknown, place: Place): string[] {
  const problems: string[] = [];
  shape.check(value, place, (where, message) => problems.push(`${where}: ${message}`));
  return problems;
}
