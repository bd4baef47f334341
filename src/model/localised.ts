import type { Lang, Text, Translations } from './types';

/** What may be put into a text: a text (maybe translated) or a number. */
export type TextPart = Text | number;

/** `part` in `lang`: itself, its text in `lang`, else the first text it has. */
function partIn(part: TextPart, lang: Lang): string {
  if (typeof part === 'string' || typeof part === 'number') return String(part);
  return part[lang] ?? Object.values(part).find((text) => text !== undefined) ?? '';
}

/**
 * A text that mixes in values which may be translated, one sentence for every language:
 * `` localised`Portfolio of ${profile.name}, a ${profile.role}` `` gives
 * `{ en: 'Portfolio of Deniz, a Student', tr: 'Portfolio of Deniz, a Öğrenci' }` when `role` is
 * `{ en: 'Student', tr: 'Öğrenci' }`, and a plain text when nothing in it is translated. A
 * plain template string would write a translated value as "[object Object]" (the content check
 * stops at that). A value without a text in one language gives its first one there.
 */
export function localised(strings: TemplateStringsArray, ...parts: readonly TextPart[]): Text {
  const languages = [
    ...new Set(
      parts.flatMap((part) =>
        typeof part === 'object' && part !== null ? (Object.keys(part) as Lang[]) : [],
      ),
    ),
  ];
  const inLang = (lang?: Lang) =>
    strings.reduce(
      (text, piece, i) =>
        i === 0
          ? piece
          : `${text}${lang ? partIn(parts[i - 1] ?? '', lang) : String(parts[i - 1])}${piece}`,
      '',
    );
  if (languages.length === 0) return inLang();
  return Object.fromEntries(languages.map((lang) => [lang, inLang(lang)])) as Translations<string>;
}

/**
 * One language's form of a text, to put into a sentence written per language:
 * `` { en: `a ${textIn(profile.role, 'en')}`, tr: `${textIn(profile.role, 'tr')} olarak` } ``.
 * A text without that language gives its first one.
 */
export function textIn(text: Text, lang: Lang): string {
  return partIn(text, lang);
}
