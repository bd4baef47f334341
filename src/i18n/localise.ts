/**
 * Resolves what the owner wrote (src/model/types.ts: a text, or one per language) to what a
 * page in one language shows (src/model/view.ts). Runs at build time, in the pages' loaders, so
 * a page carries only its own language. A text missing in the page's language shows the
 * default language's, and the object holding it records that under `langOf`, so the page can
 * mark it with its `lang` (screen readers then pronounce it right).
 */
import type { Lang } from '@/model/types';
import type { Resolved } from '@/model/view';
import { isLang } from './languages';

/** Where a resolved object notes its texts shown in another language: field (or `field.i`) → language. */
export const LANG_OF = 'langOf';

/** A plain object whose keys are all languages: `{ en: '…', tr: '…' }`. */
export function isTranslations(value: unknown): value is Partial<Record<Lang, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every(isLang);
}

/** A text shown in a language other than the page's: where it is (`['timeline', 2, 'title']`) and which. */
export interface Fallback {
  path: (string | number)[];
  shown: Lang;
}

/**
 * `value` in `lang`: every translation map in it replaced by its text in `lang`, else the
 * default language's (`languages[0]`), else the first one written. `onFallback` hears of each
 * text not in `lang`.
 */
export function localise<T>(
  value: T,
  lang: Lang,
  languages: readonly Lang[],
  onFallback?: (fallback: Fallback) => void,
): Resolved<T> {
  const pick = (map: Partial<Record<Lang, unknown>>): { text: unknown; shown: Lang } => {
    for (const candidate of [lang, languages[0], ...(Object.keys(map) as Lang[])]) {
      if (candidate !== undefined && map[candidate] !== undefined)
        return { text: map[candidate], shown: candidate };
    }
    return { text: undefined, shown: lang };
  };

  const walk = (node: unknown, path: (string | number)[], note: (shown: Lang) => void): unknown => {
    if (isTranslations(node)) {
      const { text, shown } = pick(node);
      if (shown !== lang) {
        note(shown);
        onFallback?.({ path, shown });
      }
      // A translated list's items may hold translations of their own; they are marked as theirs.
      return walk(text, path, () => {});
    }
    // An item's own fallback is noted by the object holding the list, as `field.i` (below).
    if (Array.isArray(node)) return node.map((item, i) => walk(item, [...path, i], () => {}));
    if (typeof node !== 'object' || node === null) return node;
    const out: Record<string, unknown> = {};
    const langOf: Record<string, Lang> = {};
    for (const [key, child] of Object.entries(node)) {
      out[key] = walk(child, [...path, key], (shown) => {
        langOf[key] = shown;
      });
      if (!Array.isArray(child)) continue;
      child.forEach((item: unknown, i) => {
        if (!isTranslations(item)) return;
        const { shown } = pick(item);
        if (shown !== lang) langOf[`${key}.${i}`] = shown;
      });
    }
    if (Object.keys(langOf).length > 0) out[LANG_OF] = langOf;
    return out;
  };

  return walk(value, [], () => {}) as Resolved<T>;
}

/**
 * The language a resolved object's field is shown in, when it is not the page's (else
 * undefined, so `lang={langOf(entry, 'title')}` adds nothing): `'bullets.2'` for one item.
 */
export function langOf(resolved: object, field: string): Lang | undefined {
  const notes = (resolved as { [LANG_OF]?: Record<string, Lang> })[LANG_OF];
  return notes?.[field];
}

/**
 * `resolved`'s `keys` only, with their notes of texts shown in another language (`langOf`), so a
 * loader can send a page just the fields it shows and `langOf` still answers for them.
 */
export function pickResolved<T extends object, K extends keyof T & string>(
  resolved: T,
  keys: readonly K[],
): Pick<T, K> {
  const picked = Object.fromEntries(
    keys.filter((key) => resolved[key] !== undefined).map((key) => [key, resolved[key]]),
  ) as Pick<T, K>;
  const notes = (resolved as { [LANG_OF]?: Record<string, Lang> })[LANG_OF];
  if (notes) {
    const kept = Object.entries(notes).filter(([field]) =>
      keys.some((key) => field === key || field.startsWith(`${key}.`)),
    );
    if (kept.length > 0) Object.assign(picked, { [LANG_OF]: Object.fromEntries(kept) });
  }
  return picked;
}

/** Every language's version of a text as written: `'a'` → `['a']`, `{ en: 'a', tr: 'b' }` → `['a', 'b']`. */
export function allTexts<T>(value: T | Partial<Record<Lang, T>>): T[] {
  return isTranslations(value)
    ? Object.values(value).filter((text): text is T => text !== undefined)
    : [value as T];
}
