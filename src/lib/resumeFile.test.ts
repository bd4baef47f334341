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
