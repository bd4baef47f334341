import type { OwnerRecord } from '@/model/types';

/**
 * SAMPLE CONTENT (optional file: delete it, or any part, to leave those sections out).
 * What a resume holds besides the timeline: each part shows on the site, in the resume PDF
 * (unless an entry says `inResume: false`) and in `resume.json`. Dates are `'YYYY'` or
 * `'YYYY-MM'`; the availability's `until` is its last day (`'YYYY-MM-DD'`), after which the
 * note hides itself. A text may be one string or one per language: `{ en: '…', tr: '…' }`.
 */
export const record: OwnerRecord = {
  availability: {
    text: {
      en: 'Open to co-op and internship roles from May 2027',
      tr: 'Mayıs 2027’den itibaren co-op ve staj pozisyonlarına açığım',
    },
    until: '2027-08-31',
  },
  awards: [
    {
      title: { en: 'First place, Best Use of Data', tr: 'Birincilik, En İyi Veri Kullanımı' },
      awarder: 'nwHacks 2026',
      date: '2026-01',
      summary: {
        en: 'A 24-hour team build: a bus-arrival predictor for Victoria’s transit feed.',
        tr: '24 saatlik takım çalışması: Victoria toplu taşıma verisiyle otobüs varış tahmini.',
      },
    },
    {
      title: { en: 'Dean’s List', tr: 'Dekanlık Onur Listesi' },
      awarder: { en: 'University of Victoria', tr: 'Victoria Üniversitesi' },
      date: '2025-06',
      // Already on the resume, in the degree's entry.
      inResume: false,
    },
  ],
  certifications: [
    {
      name: 'AWS Certified Cloud Practitioner',
      issuer: 'Amazon Web Services',
      date: '2025-11',
      url: 'https://www.credly.com/badges/deniz-yilmaz-dev-example',
    },
  ],
  publications: [
    {
      title: 'Teaching Version Control with a Collaborative Game',
      venue: { en: 'WCCCE 2026 poster session', tr: 'WCCCE 2026 poster oturumu' },
      date: '2026-05',
      coAuthors: ['Priya Natarajan', 'Dr. Alan Reyes'],
      url: 'https://example.org/wccce-2026/posters/version-control-game',
    },
  ],
  volunteering: [
    {
      role: { en: 'Peer Mentor', tr: 'Akran Mentoru' },
      organisation: {
        en: 'UVic Engineering Student Society',
        tr: 'UVic Mühendislik Öğrenci Topluluğu',
      },
      start: '2024-09',
      end: 'Present',
      location: 'Victoria, BC',
      bullets: {
        en: ['Meet weekly with six first-year students to plan courses and debug assignments.'],
        tr: [
          'Altı birinci sınıf öğrencisiyle her hafta ders planı yapıp ödevlerindeki hataları ayıklıyoruz.',
        ],
      },
    },
  ],
};
