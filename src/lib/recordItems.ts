/**
 * Build time only: the owner's record (record.ts) as the Experiences page lists it, each section
 * (volunteering, awards, certifications, publications) with its entries newest first in one
 * shape, so the page's component and its JavaScript stay small.
 */
import { langOf } from '@/i18n/localise';
import { newestFirst } from '@/model/dates';
import { RECORD_SECTIONS, type RecordSectionId } from '@/model/record';
import type { Lang, OwnerRecord, YearOrMonth } from '@/model/view';

/** A text with the language it is shown in when that is not the page's. */
export interface ShownText {
  text: string;
  lang?: Lang;
}

export interface RecordItem {
  title: ShownText;
  /** Who: the organisation, issuer, awarder or venue. */
  by: ShownText;
  start: YearOrMonth;
  end?: YearOrMonth | 'Present';
  location?: ShownText;
  /** A sentence with markup (awards, publications). */
  summary?: ShownText;
  /** Volunteering's bullets, with markup. */
  bullets?: ShownText[];
  coAuthors?: readonly string[];
  url?: string;
}

export interface RecordSection {
  id: RecordSectionId;
  items: RecordItem[];
}

const shown = (entry: object, field: string, text: string): ShownText => {
  const lang = langOf(entry, field);
  return lang ? { text, lang } : { text };
};

const optional = (entry: object, field: string, text: string | undefined) =>
  text ? { [field]: shown(entry, field, text) } : {};

/** The record's sections that have entries, in RECORD_SECTIONS order. */
export function recordSections(record: OwnerRecord): RecordSection[] {
  const items: Record<RecordSectionId, RecordItem[]> = {
    volunteering: (record.volunteering ?? []).map((v) => ({
      title: shown(v, 'role', v.role),
      by: shown(v, 'organisation', v.organisation),
      start: v.start,
      ...(v.end ? { end: v.end } : {}),
      ...(v.location ? { location: shown(v, 'location', v.location) } : {}),
      ...(v.bullets && v.bullets.length > 0
        ? {
            bullets: v.bullets.map((text, i) => {
              const lang = langOf(v, `bullets.${i}`) ?? langOf(v, 'bullets');
              return lang ? { text, lang } : { text };
            }),
          }
        : {}),
      ...(v.url ? { url: v.url } : {}),
    })),
    awards: (record.awards ?? []).map((a) => ({
      title: shown(a, 'title', a.title),
      by: shown(a, 'awarder', a.awarder),
      start: a.date,
      ...optional(a, 'summary', a.summary),
      ...(a.url ? { url: a.url } : {}),
    })),
    certifications: (record.certifications ?? []).map((c) => ({
      title: shown(c, 'name', c.name),
      by: shown(c, 'issuer', c.issuer),
      start: c.date,
      ...(c.url ? { url: c.url } : {}),
    })),
    publications: (record.publications ?? []).map((p) => ({
      title: shown(p, 'title', p.title),
      by: shown(p, 'venue', p.venue),
      start: p.date,
      ...optional(p, 'summary', p.summary),
      ...(p.coAuthors && p.coAuthors.length > 0 ? { coAuthors: p.coAuthors } : {}),
      ...(p.url ? { url: p.url } : {}),
    })),
  };
  return RECORD_SECTIONS.filter((id) => items[id].length > 0).map((id) => ({
    id,
    items: newestFirst(items[id]),
  }));
}
