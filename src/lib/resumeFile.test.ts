// @vitest-environment node
import { resumeFileNameFor, resumeFiles, withLanguage } from './resumeFile';

describe('resume file names', () => {
  it('gives each language the name the owner wrote for it', () => {
    const resume = { fileName: { en: 'Jane-Doe-Resume.pdf', tr: 'Jane-Doe-Ozgecmis.pdf' } };
    expect(resumeFiles(resume, ['en', 'tr'])).toEqual([
      { lang: 'en', fileName: 'Jane-Doe-Resume.pdf' },
      { lang: 'tr', fileName: 'Jane-Doe-Ozgecmis.pdf' },
    ]);
    expect(resumeFileNameFor(resume, 'tr', ['en', 'tr'])).toBe('Jane-Doe-Ozgecmis.pdf');
    // The default language follows the site: Turkish first.
    expect(resumeFileNameFor(resume, 'en', ['tr', 'en'])).toBe('Jane-Doe-Resume.pdf');
  });

  it('keeps one plain name for a site in one language', () => {
    expect(resumeFiles({ fileName: 'Jane-Doe-Resume.pdf' }, ['en'])).toEqual([
      { lang: 'en', fileName: 'Jane-Doe-Resume.pdf' },
    ]);
  });

  it('gives a later language its code when it would share a name: nothing is overwritten', () => {
    const plain = { fileName: 'Jane-Doe-Resume.pdf' };
    expect(resumeFiles(plain, ['en', 'tr'])).toEqual([
      { lang: 'en', fileName: 'Jane-Doe-Resume.pdf' },
      { lang: 'tr', fileName: 'Jane-Doe-Resume-tr.pdf', shared: 'Jane-Doe-Resume.pdf' },
    ]);
    expect(resumeFileNameFor(plain, 'tr', ['en', 'tr'])).toBe('Jane-Doe-Resume-tr.pdf');
    expect(resumeFileNameFor(plain, 'en', ['en', 'tr'])).toBe('Jane-Doe-Resume.pdf');
    // A translation left out falls back to the default language's name, so the same happens.
    const untranslated = { fileName: { en: 'Jane-Doe-Resume.pdf' } };
    expect(resumeFileNameFor(untranslated, 'tr', ['en', 'tr'])).toBe('Jane-Doe-Resume-tr.pdf');
    const same = { fileName: { en: 'Jane.pdf', tr: 'Jane.pdf' } };
    expect(resumeFileNameFor(same, 'tr', ['en', 'tr'])).toBe('Jane-tr.pdf');
  });

  it('puts the language before the extension', () => {
    expect(withLanguage('Jane-Doe-Resume.pdf', 'tr')).toBe('Jane-Doe-Resume-tr.pdf');
    expect(withLanguage('CV.PDF', 'tr')).toBe('CV-tr.PDF');
    expect(withLanguage('resume', 'tr')).toBe('resume-tr');
  });
});

describe("the owner's own resume PDF", () => {
  const languages = ['en', 'tr'] as const;

  it('serves each language its own PDF under its own name', () => {
    const resume = {
      fileName: { en: 'Jane-Resume.pdf', tr: 'Jane-Ozgecmis.pdf' },
      file: { en: 'files/resume-en.pdf', tr: 'files/resume-tr.pdf' },
    };
    expect(resumeFiles(resume, languages)).toEqual([
      { lang: 'en', fileName: 'Jane-Resume.pdf' },
      { lang: 'tr', fileName: 'Jane-Ozgecmis.pdf' },
    ]);
  });

  it('never copies one language’s PDF under another’s name: that language links the same file', () => {
    for (const file of ['files/resume.pdf', { en: 'files/resume.pdf' }]) {
      const resume = { fileName: { en: 'Jane-Resume.pdf', tr: 'Jane-Ozgecmis.pdf' }, file };
      expect(resumeFiles(resume, languages)).toEqual([
        { lang: 'en', fileName: 'Jane-Resume.pdf' },
        { lang: 'tr', fileName: 'Jane-Resume.pdf', sameAs: 'en' },
      ]);
      expect(resumeFileNameFor(resume, 'tr', languages)).toBe('Jane-Resume.pdf');
    }
  });

  it('keeps two languages apart when they name the same file name for different PDFs', () => {
    const resume = { fileName: 'Jane.pdf', file: { en: 'a.pdf', tr: 'b.pdf' } };
    expect(resumeFiles(resume, languages)).toEqual([
      { lang: 'en', fileName: 'Jane.pdf' },
      { lang: 'tr', fileName: 'Jane-tr.pdf', shared: 'Jane.pdf' },
    ]);
  });
});
