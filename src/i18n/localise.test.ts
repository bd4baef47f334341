// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { image } from '@/model/image';
import type { TimelineEntry } from '@/model/types';
import { isTranslations, langOf, localise, pickResolved, type Fallback } from './localise';

const languages = ['en', 'tr'] as const;

const entry: TimelineEntry = {
  id: 'ta',
  kind: 'work',
  start: '2024-09',
  end: 'Present',
  title: { en: 'Teaching Assistant', tr: 'Asistan' },
  subtitle: { en: 'Computer Science' },
  location: 'Victoria',
  bullets: ['Plain', { en: 'Only English' }, { en: 'Both', tr: 'İkisi' }],
};

describe('localise', () => {
  it('leaves a one-language owner’s content as it is', () => {
    const plain = { name: 'A', about: ['x', 'y'], avatar: image('a.jpg', 'alt'), n: 3 };
    expect(localise(plain, 'en', ['en'])).toEqual(plain);
  });

  it('shows each text in the page’s language, else the default’s, and says which', () => {
    const fallbacks: Fallback[] = [];
    const tr = localise(entry, 'tr', languages, (f) => fallbacks.push(f));
    expect(tr.title).toBe('Asistan');
    expect(tr.subtitle).toBe('Computer Science');
    expect(tr.bullets).toEqual(['Plain', 'Only English', 'İkisi']);
    expect(tr.location).toBe('Victoria');
    expect(langOf(tr, 'title')).toBeUndefined();
    expect(langOf(tr, 'subtitle')).toBe('en');
    expect(langOf(tr, 'bullets.1')).toBe('en');
    expect(langOf(tr, 'bullets.2')).toBeUndefined();
    expect(langOf(tr, 'bullets')).toBeUndefined();
    expect(fallbacks).toEqual([
      { path: ['subtitle'], shown: 'en' },
      { path: ['bullets', 1], shown: 'en' },
    ]);

    const en = localise(entry, 'en', languages);
    expect(en.title).toBe('Teaching Assistant');
    expect(en.bullets[2]).toBe('Both');
    expect(en).not.toHaveProperty('langOf');
  });

  it('resolves a whole translated list and nested entries', () => {
    const content = {
      about: { en: ['One', 'Two'], tr: ['Bir'] },
      items: [{ alt: { tr: 'yalnız Türkçe' } }],
    };
    const en = localise(content, 'en', languages);
    expect(en.about).toEqual(['One', 'Two']);
    expect(en.items[0]?.alt).toBe('yalnız Türkçe');
    expect(langOf(en.items[0] ?? {}, 'alt')).toBe('tr');
    expect(localise(content, 'tr', languages).about).toEqual(['Bir']);
  });

  it('tells a translation map from content objects', () => {
    expect(isTranslations({ en: 'a', tr: 'b' })).toBe(true);
    expect(isTranslations({ tr: 'b' })).toBe(true);
    expect(isTranslations({ src: 'a.jpg', alt: 'x' })).toBe(false);
    expect(isTranslations({})).toBe(false);
    expect(isTranslations(['en'])).toBe(false);
    expect(isTranslations('en')).toBe(false);
  });
});

describe('pickResolved', () => {
  const tr = localise(entry, 'tr', languages);

  it('keeps the chosen fields and what langOf says of them, and nothing else', () => {
    const picked = pickResolved(tr, ['subtitle', 'bullets', 'location']);
    expect(picked).toMatchObject({
      subtitle: tr.subtitle,
      bullets: tr.bullets,
      location: tr.location,
    });
    expect(Object.keys(picked).filter((key) => key !== 'langOf')).toEqual([
      'subtitle',
      'bullets',
      'location',
    ]);
    expect(langOf(picked, 'subtitle')).toBe('en');
    expect(langOf(picked, 'bullets.1')).toBe('en');
  });

  it('drops the notes of fields left out, and fields that are not there', () => {
    const picked = pickResolved({ ...tr, note: undefined }, ['title', 'note']);
    expect(picked).toEqual({ title: 'Asistan' });
    expect(langOf(picked, 'subtitle')).toBeUndefined();
  });
});
