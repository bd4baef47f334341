/**
 * Renders the resume PDF from content resolved to one language (scripts/content/load.ts
 * `loadContentIn`), its headings and dates in that language (words.ts), keeping within the owner's page limit
 * (`resume.maxPages`): while it is too long, the oldest entry of the longest section is left out,
 * and past one entry per section bullets and then entries (resume-data.ts `shorter`).
 */
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import type {
  OwnerRecord,
  Lang,
  Profile,
  Project,
  ResumeInfo,
  SkillCategory,
  TimelineEntry,
} from '../../src/model/view';
import { registerResumeFonts } from './fonts';
import { ResumeDocument } from './ResumeDocument';
import { resumeSections, shorter, type ResumeSection } from './resume-data';
import { resumeLanguage, type ResumeLanguage } from './words';

/** What the resume prints: the content resolved to `lang`. */
export interface ResumeSource {
  /** The resume's language: its headings, dates and the PDF's language. */
  lang: Lang;
  profile: Profile;
  resume: ResumeInfo;
  timeline: readonly TimelineEntry[];
  projects: readonly Project[];
  skills: readonly SkillCategory[];
  /** record.ts: volunteering, awards, certifications, publications (optional). */
  record?: OwnerRecord;
}

export interface RenderedResume {
  pdf: Buffer;
  pages: number;
  /** Titles of the entries left out to keep within `maxPages`, if any. */
  leftOut: string[];
}

/** Pages of a PDF: its page objects (`/Type /Page`, not `/Pages`). */
export function countPdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

async function render(
  source: ResumeSource,
  language: ResumeLanguage,
  sections: readonly ResumeSection[],
) {
  const document = createElement(ResumeDocument, {
    resumeLanguage: language,
    profile: source.profile,
    resume: source.resume,
    sections,
    skills: source.skills,
  });
  // Fonts of its own for each document (fonts.ts says why).
  registerResumeFonts();
  // renderToBuffer's type wants a <Document> element; ResumeDocument renders exactly one.
  const pdf = await renderToBuffer(document as Parameters<typeof renderToBuffer>[0]);
  return { pdf, pages: countPdfPages(pdf) };
}

export async function renderResume(source: ResumeSource): Promise<RenderedResume> {
  const language = resumeLanguage(source.lang);
  const all = resumeSections(source.timeline, source.projects, language, source.record);
  const maxPages = source.resume.maxPages;
  let rendered = await render(source, language, all);
  let sections: ResumeSection[] = all;
  if (maxPages !== undefined && rendered.pages > maxPages) {
    // Every shortening in order (the k-th takes out k entries or bullets); find the first that
    // fits. Entries go first, one per section stays as long as it can; then bullets, then the
    // last entries, so the limit holds for any amount of text (not a lone line on one more page).
    const shortenings: ResumeSection[][] = [all];
    for (let next = shorter(all); next; next = shorter(next)) shortenings.push(next);
    let [low, high] = [1, shortenings.length - 1];
    let best = {
      index: shortenings.length - 1,
      rendered: undefined as typeof rendered | undefined,
    };
    while (low <= high) {
      const middle = Math.floor((low + high) / 2);
      const attempt = await render(source, language, shortenings[middle] ?? all);
      if (attempt.pages <= maxPages) {
        best = { index: middle, rendered: attempt };
        high = middle - 1;
      } else low = middle + 1;
    }
    sections = shortenings[best.index] ?? all;
    rendered = best.rendered ?? (await render(source, language, sections));
  }
  const kept = new Set(sections.flatMap((s) => s.entries.map((e) => e.id)));
  const bulletsKept = new Map(
    sections.flatMap((s) => s.entries.map((e) => [e.id, e.bullets.length])),
  );
  const leftOut = all.flatMap((s) =>
    s.entries.flatMap((e) => {
      if (!kept.has(e.id)) return [e.title];
      const cut = e.bullets.length - (bulletsKept.get(e.id) ?? e.bullets.length);
      return cut > 0 ? [`${cut} bullet${cut === 1 ? '' : 's'} of ${e.title}`] : [];
    }),
  );
  return { ...rendered, leftOut };
}
