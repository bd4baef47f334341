// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isLang, LANGUAGE_NAMES, localePath, siteLanguages, splitLangPath } from './languages';

describe('languages', () => {
  it('reads the declared languages, default first, and falls back to the one lang', () => {
    expect(siteLanguages({ lang: 'en', languages: ['tr', 'en'] })).toEqual(['tr', 'en']);
    expect(siteLanguages({ lang: 'tr' })).toEqual(['tr']);
    expect(siteLanguages({})).toEqual(['en']);
    expect(siteLanguages({ languages: ['xx', 'en', 'en'] })).toEqual(['en']);
  });

  it('names every language in itself', () => {
    for (const [lang, name] of Object.entries(LANGUAGE_NAMES)) {
      expect(isLang(lang)).toBe(true);
      expect(name.length).toBeGreaterThan(1);
    }
    expect(isLang('xx')).toBe(false);
    expect(isLang('toString')).toBe(false);
  });

  it('puts every language but the default under its prefix, and reads it back', () => {
    const languages = ['en', 'tr'] as const;
    for (const path of ['/', '/experiences', '/about-me']) {
      expect(localePath(path, 'en', languages)).toBe(path);
      const tr = localePath(path, 'tr', languages);
      expect(tr.startsWith('/tr/')).toBe(true);
      expect(splitLangPath(tr, languages)).toEqual({ lang: 'tr', path });
      expect(splitLangPath(path, languages)).toEqual({ lang: 'en', path });
    }
    expect(splitLangPath('/tr', languages)).toEqual({ lang: 'tr', path: '/' });
    // A single-language site has no prefixes: '/tr/x' is just an unknown path.
    expect(splitLangPath('/tr/x', ['en'])).toEqual({ lang: 'en', path: '/tr/x' });
  });
});
